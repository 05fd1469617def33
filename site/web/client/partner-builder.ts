/**
 * The embed builder's script on /partners: plain DOM code, no React. The page works without it (a GET
 * form); with it, every change shows at once. Each change re-reads the whole form, so nothing depends on
 * what happened before the script ran. The code and the address follow every key; the checks and the
 * preview wait for a pause in typing, so the widget is not mounted again for every letter of a title.
 */

import { BUILDER_IDS } from '../../partners/builder-ids';
import { contrastWarnings } from '../../partners/contrast';
import { embedQuery, type ParsedEmbed, readEmbed } from '../../partners/embed-options';
import { htmlSnippet, mountSnippet } from '../../partners/embed-snippets';
import { BUILDER_FORM_COPY } from '../../partners/partners-copy';
import { copySnippets } from './copy-snippet';
import { formValues, pickerField, pruneSummary, showProblems, syncPickers, takePickedColour } from './embed-form';
import { updatePreview } from './embed-preview';
import { startEventLog } from './event-log';

const TYPING_PAUSE_MS = 300;
/** Long enough for a screen reader to notice the emptied status, so the same sentence is read again. */
const REANNOUNCE_MS = 50;

function startBuilder(form: HTMLFormElement, preview: HTMLElement): void {
  const origin = form.dataset.origin || window.location.origin;
  const htmlCode = document.getElementById(BUILDER_IDS.htmlSnippet);
  const mountCode = document.getElementById(BUILDER_IDS.mountSnippet);
  const status = document.getElementById(BUILDER_IDS.status);
  let typing: ReturnType<typeof setTimeout> | undefined;

  const announce = (text: string) => {
    if (!status || !text) return;
    status.textContent = '';
    setTimeout(() => {
      status.textContent = text;
    }, REANNOUNCE_MS);
  };

  const read = (): ParsedEmbed => readEmbed(formValues(form));

  const updateCode = (parsed: ParsedEmbed) => {
    const html = htmlSnippet(parsed.options, origin);
    const mount = mountSnippet(parsed.options, origin);
    if (htmlCode && htmlCode.textContent !== html) htmlCode.textContent = html;
    if (mountCode && mountCode.textContent !== mount) mountCode.textContent = mount;
    const address = `${window.location.pathname}${embedQuery(parsed.values)}${window.location.hash}`;
    if (address !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.replaceState(window.history.state, '', address);
    }
  };

  const updateAll = (parsed: ParsedEmbed): string[] => {
    clearTimeout(typing);
    updateCode(parsed);
    const fresh = showProblems(form, parsed, contrastWarnings(parsed.options));
    syncPickers(form, parsed);
    updatePreview(preview, parsed.options);
    pruneSummary(parsed);
    return fresh;
  };

  form.addEventListener('input', (event) => {
    const picked = pickerField(event.target);
    if (picked) takePickedColour(form, picked, event.target as HTMLInputElement);
    const parsed = read();
    const isTyping = event.target instanceof HTMLInputElement && event.target.type === 'text';
    if (!isTyping) {
      announce(updateAll(parsed).join(' '));
      return;
    }
    updateCode(parsed);
    clearTimeout(typing);
    typing = setTimeout(() => announce(updateAll(read()).join(' ')), TYPING_PAUSE_MS);
  });
  // Leaving a field, or Enter, ends the pause at once.
  form.addEventListener('change', () => announce(updateAll(read()).join(' ')));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const fresh = updateAll(read());
    announce(fresh.length ? fresh.join(' ') : BUILDER_FORM_COPY.updated);
  });

  // The server drew the same state: this only adds the look to the preview, which markup cannot carry.
  updateAll(read());
}

const form = document.getElementById(BUILDER_IDS.form);
const preview = document.getElementById(BUILDER_IDS.preview);
const log = document.getElementById(BUILDER_IDS.log);
if (preview && log) startEventLog(preview, log);
if (form instanceof HTMLFormElement && preview) startBuilder(form, preview);
copySnippets();

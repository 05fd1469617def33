/** Step 3: who to send the quote to. */
import type { QuoteDraft } from '../form-state';
import { fieldId } from '../form-state';
import { useStepMessages } from '../use-step-messages';
import { useWidget } from '../widget-context';
import { TextField } from './Field';

export function ContactStep({ draft, update }: { draft: QuoteDraft; update: (patch: Partial<QuoteDraft>) => void }) {
  const { uid } = useWidget();
  const messages = useStepMessages();
  const honeypot = fieldId(uid, 'website');
  return (
    <>
      <TextField
        path="first_name"
        label={messages.firstName}
        autoComplete="given-name"
        autoCapitalize="words"
        spellcheck={false}
        value={draft.first_name}
        onValue={(first_name) => update({ first_name })}
      />
      <TextField
        path="email"
        type="email"
        label={messages.email}
        hint={messages.emailHint}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="off"
        spellcheck={false}
        value={draft.email}
        onValue={(email) => update({ email })}
      />
      <TextField
        path="phone"
        type="tel"
        label={messages.phone}
        hint={messages.phoneHint}
        autoComplete="tel"
        inputMode="tel"
        value={draft.phone}
        onValue={(phone) => update({ phone })}
      />
      {/* Honeypot: invisible to people and screen readers, filled in by bots. */}
      <div class="qw-honeypot" aria-hidden="true">
        <label for={honeypot}>{messages.honeypot}</label>
        <input
          id={honeypot}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={draft.website}
          onInput={(e) => update({ website: e.currentTarget.value })}
        />
      </div>
    </>
  );
}

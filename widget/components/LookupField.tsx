/**
 * A field with suggestions. The first script renders a plain text input, complete and usable;
 * the lookup chunk then upgrades it to a combobox (progressive enhancement, which keeps the first
 * script small).
 * If the chunk cannot load, the visitor simply types.
 */
import type { ComponentChild } from 'preact';
import { useChunk } from '../chunks';
import type { UnmatchedNote } from '../lookup-messages';
import { typedText } from '../typed-text';
import { useWidget } from '../widget-context';
import { FieldError, useField } from './Field';

export interface LookupFieldProps<T> {
  path: string;
  label: string;
  hint?: string;
  value: string;
  onValue: (value: string) => void;
  onPick: (item: T) => void;
  fetcher?: (input: string, signal: AbortSignal) => Promise<T[]>;
  deps?: unknown[];
  itemToString: (item: T | null) => string;
  itemKey: (item: T) => string | number;
  renderItem?: (item: T) => ComponentChild;
  noResults: string;
  /** The note the combobox gives when the visitor leaves it with text the lookup found no match for. */
  unmatched?: UnmatchedNote;
}

export function LookupField<T>(props: LookupFieldProps<T>) {
  const { messages, root, scriptBase } = useWidget();
  const [id, error, described] = useField(props.path, !!props.hint);
  // Swapping the input must not steal the caret from a visitor who is typing.
  const [chunk] = useChunk('lookup', root, scriptBase, true, () => {
    const active = root.activeElement as HTMLInputElement | null;
    const caret = active?.id === id ? active.selectionStart : null;
    if (caret === null) return;
    requestAnimationFrame(() => {
      // Only if focus was lost with the old input: a visitor who moved on to another field keeps it there.
      if (root.activeElement) return;
      const input = root.getElementById(id) as HTMLInputElement | null;
      input?.focus();
      input?.setSelectionRange(caret, caret);
    });
  });

  const details = (
    <>
      {props.hint && (
        <p class="qw-hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      <FieldError id={id} message={error} />
    </>
  );

  if (chunk) {
    const { Combobox } = chunk;
    return (
      <Combobox<T>
        id={id}
        name={props.path}
        label={props.label}
        error={error}
        describedBy={described}
        value={props.value}
        onValue={props.onValue}
        typedText={typedText}
        onPick={props.onPick}
        fetcher={props.fetcher}
        deps={props.deps}
        itemToString={props.itemToString}
        itemKey={props.itemKey}
        renderItem={props.renderItem}
        root={root}
        unmatched={props.unmatched}
        messages={messages}
        texts={{
          noResults: props.noResults,
          lookupFailed: messages.lookupFailed,
          suggestions: messages.suggestionsCount,
        }}
      >
        {details}
      </Combobox>
    );
  }
  return (
    <div class={`qw-field${error ? ' qw-field--error' : ''}`}>
      <label class="qw-label" for={id}>
        {props.label}
      </label>
      {details}
      <input
        class="qw-input"
        id={id}
        name={props.path}
        autoComplete="off"
        spellcheck={false}
        value={props.value}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={described}
        onInput={(e) => props.onValue(typedText(e.currentTarget))}
      />
    </div>
  );
}

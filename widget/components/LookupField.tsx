/**
 * A field with suggestions. The first script renders a plain text input, complete and usable;
 * the lookup chunk then upgrades it to a combobox (progressive enhancement, issue #2 size budget).
 * If the chunk cannot load, the visitor simply types.
 */
import type { ComponentChild } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { loadChunk, loadedChunk } from '../chunks';
import { fieldId } from '../form-state';
import { adoptCss } from '../styles';
import { useWidget } from '../widget-context';
import { describedBy, FieldError } from './Field';

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
}

export function LookupField<T>(props: LookupFieldProps<T>) {
  const { uid, errors, messages, root, scriptBase } = useWidget();
  const [chunk, setChunk] = useState(() => loadedChunk('lookup'));
  const id = fieldId(uid, props.path);
  const error = errors[props.path];
  const described = describedBy(id, !!props.hint, !!error);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the chunk loads once per field; `root` and `scriptBase` never change
  useEffect(() => {
    if (chunk) return;
    let live = true;
    loadChunk('lookup', scriptBase).then(
      (loaded) => {
        if (!live) return;
        // Swapping the input must not steal the caret from a visitor who is typing.
        const active = root.activeElement as HTMLInputElement | null;
        const caret = active?.id === id ? active.selectionStart : null;
        setChunk(loaded);
        if (caret !== null) {
          requestAnimationFrame(() => {
            const input = root.getElementById(id) as HTMLInputElement | null;
            input?.focus();
            input?.setSelectionRange(caret, caret);
          });
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [chunk]);

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
    adoptCss(root, chunk.css);
    return (
      <Combobox<T>
        id={id}
        name={props.path}
        label={props.label}
        error={error}
        describedBy={described}
        value={props.value}
        onValue={props.onValue}
        onPick={props.onPick}
        fetcher={props.fetcher}
        deps={props.deps}
        itemToString={props.itemToString}
        itemKey={props.itemKey}
        renderItem={props.renderItem}
        root={root}
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
        onInput={(e) => props.onValue(e.currentTarget.value)}
      />
    </div>
  );
}

/**
 * A lookup field: free text with suggestions from the API (downshift's useCombobox), lazily loaded
 * to replace the plain input the first script renders. It takes everything through props so it
 * shares nothing with the first script but Preact. What the visitor types is always kept.
 */
import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from 'downshift';
import type { ComponentChild } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';
import { LOOKUP_MAX_INPUT } from '../../shared/constants';
import { type LookupMessages, lookupMessages, type UnmatchedNote } from '../lookup-messages';
import { createShadowEnvironment } from '../shadow-environment';
import { useLookup } from './use-lookup';

type Props = Record<string, unknown>;

export interface ComboboxProps<T> {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  describedBy?: string;
  value: string;
  onValue: (value: string) => void;
  /** What the input holds once typed into (widget/typed-text.ts), given by the first script so the chunk carries no copy. */
  typedText: (input: HTMLInputElement) => string;
  onPick: (item: T) => void;
  /** Without a fetcher the field is plain text (e.g. models of years the catalogue lacks). */
  fetcher?: (input: string, signal: AbortSignal) => Promise<T[]>;
  deps?: unknown[];
  itemToString: (item: T | null) => string;
  itemKey: (item: T) => string | number;
  renderItem?: (item: T) => ComponentChild;
  /** The widget's shadow root: downshift must look for focus and clicks there. */
  root: ShadowRoot;
  texts: { noResults: string; lookupFailed: string; suggestions: (n: number) => string };
  /** Which note to give when the visitor leaves the field with text the lookup found no match for. */
  unmatched?: UnmatchedNote;
  /** The widget's words, with any of lookup-messages.ts an embedder overrides. */
  messages?: object;
  /** The hint and error paragraphs, rendered by the first script so both inputs look the same. */
  children?: ComponentChild;
}

/**
 * React's onChange on a text input is the DOM's input event; Preact without compat needs onInput.
 * The typed text goes to the form in the same event, before downshift's handler: downshift reports
 * it (onInputValueChange) only in an effect after the next paint, and until then the controlled
 * input shows the old value, so fast typing lost characters ("Dallas" became "Dals").
 */
function reactInputProps(
  { onChange, ...props }: Props,
  onValue: (value: string) => void,
  typedText: (input: HTMLInputElement) => string,
): Props {
  const downshiftOnChange = onChange as ((event: Event) => void) | undefined;
  return {
    ...props,
    onInput: (event: Event) => {
      onValue(typedText(event.currentTarget as HTMLInputElement));
      downshiftOnChange?.(event);
    },
  };
}

function keepTypedText<T>(state: UseComboboxState<T>, { type, changes }: UseComboboxStateChangeOptions<T>) {
  // downshift clears the input on Escape when the menu is already closed: keep the visitor's text.
  if (type === useCombobox.stateChangeTypes.InputKeyDownEscape && !state.isOpen) {
    return { ...changes, inputValue: state.inputValue, selectedItem: state.selectedItem };
  }
  return changes;
}

export function Combobox<T>(props: ComboboxProps<T>) {
  const { id, texts } = props;
  const environment = useMemo(() => createShadowEnvironment(props.root), [props.root]);
  const { items, status, query } = useLookup(props.value, props.fetcher, [
    props.fetcher ? 1 : 0,
    ...(props.deps ?? []),
  ]);
  // The text the visitor last left the field with (null while typing), and the last suggestion picked.
  const [left, setLeft] = useState<string | null>(null);
  const picked = useRef<string | null>(null);

  const { isOpen, highlightedIndex, getLabelProps, getMenuProps, getInputProps, getItemProps } = useCombobox<T>({
    items,
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-menu`,
    getItemId: (index) => `${id}-option-${index}`,
    inputValue: props.value,
    selectedItem: null,
    itemToString: props.itemToString,
    environment: environment as never,
    stateReducer: keepTypedText,
    // No onInputValueChange: typing reaches the form through the input event (reactInputProps), a pick
    // through onPick. downshift's own inputValue changes are not the visitor's text: with selectedItem
    // held at null it follows every pick with ControlledPropUpdatedSelectedItem and itemToString(null),
    // which emptied the field the visitor had just chosen a suggestion for.
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      picked.current = props.itemToString(selectedItem);
      props.onPick(selectedItem);
    },
  });

  // Left with text the lookup answered with no match (nothing, or near misses only): the instant price or the
  // catalogue's name is lost unless the visitor picks, so the field says so, once, and nothing is blocked.
  const text = props.value.trim();
  const note =
    props.unmatched &&
    left === props.value &&
    text &&
    text !== picked.current &&
    status === 'done' &&
    query === text.slice(0, LOOKUP_MAX_INPUT) &&
    items.every((item) => (item as { nearMiss?: true }).nearMiss)
      ? { ...lookupMessages, ...(props.messages as Partial<LookupMessages>) }[`unmatched${props.unmatched}`](text)
      : '';
  const noteId = `${id}-note`;

  const showMenu = isOpen && items.length > 0;
  let statusText = '';
  if (props.fetcher && props.value.trim() && isOpen) {
    if (status === 'error') statusText = texts.lookupFailed;
    else if (status === 'done' && items.length === 0) statusText = texts.noResults;
  }
  const liveText = statusText || (showMenu && status === 'done' ? texts.suggestions(items.length) : '');

  return (
    <div class={`qw-field qw-combobox${props.error ? ' qw-field--error' : ''}`}>
      <label class="qw-label" for={id} {...(getLabelProps({ htmlFor: id }) as Props)}>
        {props.label}
      </label>
      {props.children}
      <div class="qw-combobox-control">
        <input
          class="qw-input"
          {...reactInputProps(
            getInputProps({
              name: props.name,
              autoComplete: 'off',
              spellcheck: false,
              'aria-invalid': props.error ? 'true' : undefined,
              'aria-describedby': note ? `${props.describedBy ?? ''} ${noteId}`.trim() : props.describedBy,
              // A blur that picks the highlighted suggestion (downshift does so) is not leaving unmatched text.
              onBlur: () => setLeft(isOpen && highlightedIndex >= 0 && items.length ? null : props.value),
            } as never) as Props,
            (value) => {
              setLeft(null);
              props.onValue(value);
            },
            props.typedText,
          )}
        />
        {status === 'loading' && isOpen && <span class="qw-spinner" aria-hidden="true" />}
        <ul class="qw-menu" hidden={!showMenu} {...(getMenuProps({ 'aria-label': props.label } as never) as Props)}>
          {showMenu &&
            items.map((item, index) => (
              <li
                key={props.itemKey(item)}
                class={`qw-option${highlightedIndex === index ? ' qw-option--active' : ''}`}
                {...(getItemProps({ item, index }) as Props)}
              >
                {props.renderItem ? props.renderItem(item) : props.itemToString(item)}
              </li>
            ))}
        </ul>
      </div>
      {statusText && <p class="qw-lookup-status">{statusText}</p>}
      {/* Always there, so that a screen reader announces the note when it appears. */}
      <p class="qw-lookup-note" id={noteId} role="status">
        {note}
      </p>
      <p class="qw-visually-hidden" role="status">
        {liveText}
      </p>
    </div>
  );
}

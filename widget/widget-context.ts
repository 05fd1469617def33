/** What every part of one widget instance needs: copy, ids, errors, the API and downshift's environment. */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { ApiClient } from '../shared/api-client';
import type { Messages } from './messages';
import type { Variant } from './options';

export interface WidgetContextValue {
  uid: string;
  messages: Messages;
  variant: Variant;
  api: ApiClient;
  root: ShadowRoot;
  /** Base URL of the widget script, for lazy chunks. */
  scriptBase: string;
  errors: Record<string, string>;
  /** Says a sentence to screen readers through the widget's polite live region. */
  announce: (text: string) => void;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('No WidgetContext');
  return value;
}

/**
 * The page's CSP nonce, for every component that renders a <script>: the document's own scripts and the
 * widget's embed deep in a page body. A context rather than a prop so no page has to pass it along.
 */
import { createContext, useContext } from 'react';

export const ScriptNonce = createContext<string | undefined>(undefined);

export function useScriptNonce(): string | undefined {
  return useContext(ScriptNonce);
}

/**
 * The quote's headings, a level down when the quote sits below an order on the same page.
 */
import { createContext, type ReactNode, useContext } from 'react';

/**
 * How deep the quote's sections sit: at the top of the page (0), or under "Your quote of …" below an
 * order (1), where each of their headings moves down a level so the outline stays true.
 */
export const QuoteDepth = createContext(0);

export function H2({ id, children }: { id?: string; children: ReactNode }) {
  return useContext(QuoteDepth) === 0 ? <h2 id={id}>{children}</h2> : <h3 id={id}>{children}</h3>;
}

export function H3({ children }: { children: ReactNode }) {
  return useContext(QuoteDepth) === 0 ? <h3>{children}</h3> : <h4>{children}</h4>;
}

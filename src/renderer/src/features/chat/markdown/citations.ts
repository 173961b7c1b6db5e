// How an answer's [n] markers reach their sources: given by the list of sources around the answer, read by
// the markers inside the (lazily loaded) Markdown renderer. Kept apart so the list does not load the renderer.
import { createContext } from 'react';

export interface CiteLinks {
  /** The address of source n's entry, or undefined when the answer has no source n. */
  href(n: number): string | undefined;
  /** Brings source n's entry into view and marks it. */
  open(n: number): void;
  /** What a marker says to a screen reader ("Source 1"). */
  label(n: number): string;
}

export const CiteContext = createContext<CiteLinks | null>(null);

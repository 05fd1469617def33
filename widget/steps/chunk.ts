/**
 * Entry of the steps chunk: steps 2 and 3, the result, every step's validation and sending (rollup.config.mjs).
 * The first script paints step 1 and starts loading this at once, so it has arrived long before the
 * visitor presses Next. It takes the widget's own parts from the first script (widget/chunk-imports.ts),
 * so both share one context and one set of fields.
 */
import { registerChunk } from '../chunks';
import { ContactStep } from '../components/ContactStep';
import { Result } from '../components/Result';
import { VehiclesStep } from '../components/VehiclesStep';
import { visitCampaign } from './attribution';
import { validateStep } from './step-rules';
import css from './steps.css?raw';
import { submitQuote } from './submit-quote';

export interface StepsChunk {
  VehiclesStep: typeof VehiclesStep;
  ContactStep: typeof ContactStep;
  Result: typeof Result;
  visitCampaign: typeof visitCampaign;
  validateStep: typeof validateStep;
  submitQuote: typeof submitQuote;
  css: string;
}

declare global {
  interface QuoteWidgetChunks {
    steps: StepsChunk;
  }
}

registerChunk('steps', { VehiclesStep, ContactStep, Result, visitCampaign, validateStep, submitQuote, css });

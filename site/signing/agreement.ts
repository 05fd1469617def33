/**
 * The order agreement the customer signs: a plain-text document rendered from the order's data by a
 * versioned template, and its SHA-256 hash. What is stored is the template version, the data and the
 * hash (`AgreementRecord`); the text is rendered again whenever it is needed, and `rebuildAgreement`
 * proves it is the text that was signed, byte for byte. So rendering depends on nothing but the
 * record: no clock, no locale data (Intl's output changes between Node versions), no site copy that may
 * be reworded, and each template version is kept for as long as agreements signed with it are
 * (docs/orders.md).
 */
import { createHash } from 'node:crypto';
import { formatUsdWithoutLocaleData as usd } from '../../shared/format';
import { agreementCopyV3 } from './agreement-copy';
import type { AgreementData, AgreementDraftData } from './agreement-data';
import { type AgreementStructure, agreementPlainText } from './agreement-document';
import { templateOf } from './agreement-templates';

export const AGREEMENT_TEMPLATE_VERSION = 3;

export interface AgreementRecord {
  templateVersion: number;
  data: AgreementData;
  /** SHA-256 of the rendered text's UTF-8 bytes, lower-case hex. */
  hash: string;
}

export interface RebuiltAgreement {
  text: string;
  /** What the text was made from, for the page. */
  structure: AgreementStructure;
  hash: string;
  /** The text is the one signed: its hash is the record's. */
  intact: boolean;
}

/** SHA-256 of `text`'s UTF-8 bytes, as 64 lower-case hex digits. */
export function agreementHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The cancellation terms of the current template, for the agreement's data, by what each says: cancelling is
 * free until a carrier is assigned, and the fee after dispatch. The order's page repeats them word for word.
 */
export function cancellationTermsByName(data: AgreementData): { free: string; fee: string } {
  const t = agreementCopyV3;
  return { free: t.freeCancellation, fee: t.cancellationFee(usd(data.terms.cancellationFeeAfterDispatch)) };
}

/** The same terms in their order, for the confirmation email, which repeats them word for word. */
export function cancellationTermsOf(data: AgreementData): string[] {
  const { free, fee } = cancellationTermsByName(data);
  return [free, fee];
}

/** The agreement's structure, from which both its text and its page are made. */
export function agreementStructure(
  data: AgreementData,
  templateVersion: number = AGREEMENT_TEMPLATE_VERSION,
): AgreementStructure {
  return templateOf(templateVersion)(data);
}

/** The agreement's text: LF line endings, ending with one, the same for the same data every time. */
export function renderAgreement(data: AgreementData, templateVersion: number = AGREEMENT_TEMPLATE_VERSION): string {
  return agreementPlainText(agreementStructure(data, templateVersion));
}

/**
 * The agreement as the customer reviews it, with the current template: the text that will be signed,
 * but for the order number, the typed name and the time, which signing settles.
 */
export function draftAgreement(data: AgreementDraftData): AgreementStructure {
  return templateOf(AGREEMENT_TEMPLATE_VERSION)(data);
}

/** Renders the agreement with the current template, and the record to store for it. */
export function signAgreement(data: AgreementData): {
  text: string;
  structure: AgreementStructure;
  record: AgreementRecord;
} {
  const structure = agreementStructure(data);
  const text = agreementPlainText(structure);
  return { text, structure, record: { templateVersion: AGREEMENT_TEMPLATE_VERSION, data, hash: agreementHash(text) } };
}

/** The stored agreement's text, rendered again from its record, and whether it is byte for byte the one signed. */
export function rebuildAgreement(record: AgreementRecord): RebuiltAgreement {
  const structure = agreementStructure(record.data, record.templateVersion);
  const text = agreementPlainText(structure);
  const hash = agreementHash(text);
  return { text, structure, hash, intact: hash === record.hash };
}

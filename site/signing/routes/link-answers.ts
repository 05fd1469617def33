/**
 * The answers every route group under a booking link gives: a page with the link's headers, a 303 to
 * another page under the link, and the plain page that refuses a post it cannot read (400).
 */
import type { FieldError } from '../../../shared/schema';
import { orderPageCopy as t } from '../order-page-copy';
import { renderOrderProblemPage } from '../pages/OrderPages';

export function linkAnswers(headers: Record<string, string>) {
  const page = (body: string, status = 200) => new Response(body, { status, headers });
  return {
    page,
    seeOther: (location: string) => new Response(null, { status: 303, headers: { ...headers, Location: location } }),
    badRequest: (errors: readonly FieldError[]) =>
      page(
        renderOrderProblemPage(
          t.badRequestTitle,
          t.refusedForeign,
          errors.map((e) => `${e.path}: ${e.message}`),
        ),
        400,
      ),
  };
}

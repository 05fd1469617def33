/**
 * The agreement as a document on the page, made from the same structure as the text that is hashed
 * (agreement-document.ts): the title and section headings as headings, fields as a description list, the
 * price as a table, so reading it is reading what is signed.
 */

import { LinkedText } from '../../ui/LinkedText';
import type { AgreementBlock, AgreementField, AgreementStructure } from '../agreement-document';
import { orderPageCopy } from '../order-page-copy';

type Level = 2 | 3;

function Fields({ fields }: { fields: readonly AgreementField[] }) {
  return (
    <dl className="agreement-fields">
      {fields.map((field, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the structure's fields, fixed for the render
        <div key={i}>
          <dt>{field.label}</dt>
          <dd>
            {field.value}
            {field.lines && <span className="agreement-lines">{field.lines.join('\n')}</span>}
            {field.fields && <Fields fields={field.fields} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Runs of fields become one description list; every other block stands on its own. */
function Blocks({ blocks, headingId }: { blocks: readonly AgreementBlock[]; headingId: string }) {
  const groups: (AgreementBlock | AgreementField[])[] = [];
  for (const block of blocks) {
    const last = groups.at(-1);
    if (block.kind === 'field' && Array.isArray(last)) last.push(block);
    else groups.push(block.kind === 'field' ? [block] : block);
  }
  return (
    <>
      {groups.map((group, i) => {
        const key = String(i);
        if (Array.isArray(group)) return <Fields key={key} fields={group} />;
        switch (group.kind) {
          case 'paragraph':
            return (
              <p key={key}>
                {group.link ? (
                  <LinkedText
                    text={group.text}
                    links={[{ ...group.link, newTab: true }]}
                    newTabNote={orderPageCopy.opensInNewTab}
                  />
                ) : (
                  group.text
                )}
              </p>
            );
          case 'list':
            return (
              <ul key={key}>
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'prices':
            return (
              <table key={key} className="agreement-prices" aria-labelledby={headingId}>
                <tbody>
                  {group.rows.map((row, r) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the price's lines, fixed for the render
                    <tr key={r}>
                      <th scope="row">{row.label}</th>
                      <td>{row.amount}</td>
                    </tr>
                  ))}
                  <tr className="total">
                    <th scope="row">{group.total.label}</th>
                    <td>{group.total.amount}</td>
                  </tr>
                </tbody>
              </table>
            );
          default:
            return null;
        }
      })}
    </>
  );
}

/** The agreement, its title a heading of `level` with the id `id`, its sections one level below. */
export function AgreementDocument({
  structure,
  id,
  level,
}: {
  structure: AgreementStructure;
  id: string;
  level: Level;
}) {
  const Title = `h${level}` as const;
  const Heading = `h${level + 1}` as 'h3' | 'h4';
  return (
    <article className="agreement" aria-labelledby={id}>
      <Title id={id}>{structure.title}</Title>
      <Fields fields={structure.preamble} />
      {structure.sections.map((section, i) => {
        const headingId = `${id}-${i + 1}`;
        return (
          <section key={section.heading}>
            <Heading id={headingId}>{section.heading}</Heading>
            <Blocks blocks={section.blocks} headingId={headingId} />
          </section>
        );
      })}
    </article>
  );
}

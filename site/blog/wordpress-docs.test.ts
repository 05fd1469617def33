/**
 * docs/wordpress/ is what a broker follows to set WordPress up, so it must match the code:
 * acf-field-group.json is imported into ACF, and the normaliser must read every row an editor can make
 * with it (each layout is filled in from the export's own field list and read back); the README quotes
 * the query the site sends, and shows each mu-plugin of docs/wordpress/mu-plugins/ whole (PHP itself
 * checks them in tests/node/wordpress-php.process.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { acfImage } from '../../tests/support/wordpress-fixtures';
import { SECTION_LAYOUTS } from './post';
import { POSTS_QUERY } from './wp-posts-query';
import { sectionsFromAcf } from './wp-sections';

interface AcfField {
  name: string;
  type: string;
  choices?: Record<string, string>;
  sub_fields?: AcfField[];
}

const [group] = JSON.parse(
  readFileSync(new URL('../../docs/wordpress/acf-field-group.json', import.meta.url), 'utf8'),
) as { fields: (AcfField & { layouts: Record<string, { name: string; sub_fields: AcfField[] }> })[] }[];
const sectionsField = group?.fields.find((field) => field.name === 'sections');
const layouts = Object.values(sectionsField?.layouts ?? {});

/** What ACF's get_field() answers for a filled-in field of each type. */
function filledValue(field: AcfField): unknown {
  switch (field.type) {
    case 'wysiwyg':
      return '<p>Some <strong>HTML</strong>.</p>';
    case 'textarea':
      return 'Heading A | Heading B\nRow | Cell';
    case 'image':
      return acfImage('filled');
    case 'select':
      return Object.keys(field.choices ?? {})[1];
    case 'repeater':
      return [rowOf(field.sub_fields ?? [])];
    default:
      return `Text of ${field.name}`;
  }
}

function rowOf(fields: readonly AcfField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, filledValue(field)]));
}

describe('the ACF field group export', () => {
  it('is a flexible-content field named sections with the nine layouts', () => {
    expect(sectionsField?.type).toBe('flexible_content');
    expect(layouts.map((layout) => layout.name)).toEqual([...SECTION_LAYOUTS]);
  });

  it.each(layouts.map((layout) => [layout.name, layout] as const))(
    'gives %s rows the normaliser reads in full',
    (name, layout) => {
      const row = { acf_fc_layout: name, ...rowOf(layout.sub_fields) };
      const { sections, malformed, unknownLayouts } = sectionsFromAcf(JSON.stringify([row]));
      expect({ malformed, unknownLayouts }).toEqual({ malformed: 0, unknownLayouts: [] });
      const section: Record<string, unknown> = { ...sections[0] };
      // Every top-level sub-field shows up in the section (the image layout's alt and caption included).
      for (const field of layout.sub_fields) expect(section[field.name], field.name).toBeDefined();
    },
  );
});

describe('the WordPress README', () => {
  const readme = readFileSync(new URL('../../docs/wordpress/README.md', import.meta.url), 'utf8');

  it('quotes the GraphQL query the site sends, word for word', () => {
    expect(readme).toContain(`\`\`\`graphql\n${POSTS_QUERY}\n\`\`\``);
  });

  const muPlugins = new URL('../../docs/wordpress/mu-plugins/', import.meta.url);
  const muPluginNames = readdirSync(muPlugins).sort();

  it('shows every mu-plugin whole, in a block of its own, and no other whole PHP file', () => {
    const wholeFiles = [...readme.matchAll(/```php\n(<\?php\n[\s\S]*?)```/g)].map((match) => match[1]);
    expect(muPluginNames).toEqual(['shipquote-graphql.php', 'shipquote-revalidate.php']);
    expect(wholeFiles).toEqual(muPluginNames.map((name) => readFileSync(new URL(name, muPlugins), 'utf8')));
  });

  it.each(muPluginNames)('tells the broker where %s goes', (name) => {
    expect(readme).toContain(`\`wp-content/mu-plugins/${name}\``);
    expect(readme).toContain(`(mu-plugins/${name})`);
  });

  it('registers the JSON field the query asks for and sends the header the endpoint checks', () => {
    expect(readme).toContain("register_graphql_field('Post', 'shipquoteSections'");
    expect(readme).toContain("'X-ShipQuote-Revalidate-Secret' => SHIPQUOTE_REVALIDATE_SECRET");
    expect(readme).toContain("add_action('transition_post_status'");
  });
});

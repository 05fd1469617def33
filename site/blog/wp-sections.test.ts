import { describe, expect, it } from 'vitest';
import { acfImage, EVERY_LAYOUT_ROWS } from '../../tests/support/wordpress-fixtures';
import { SECTION_LAYOUTS } from './post';
import { sectionsFromAcf } from './wp-sections';

const json = (rows: unknown) => JSON.stringify(rows);

describe('ACF sections from WordPress', () => {
  it('normalises one row of each of the nine layouts to the sections the local articles use', () => {
    const { sections, unknownLayouts, malformed } = sectionsFromAcf(json(EVERY_LAYOUT_ROWS));
    expect(unknownLayouts).toEqual([]);
    expect(malformed).toBe(0);
    expect(sections.map((section) => section.acf_fc_layout)).toEqual([...SECTION_LAYOUTS]);
    const [content, list, ordered, image, table, icons, checklist, cards, faq] = sections;
    expect(content).toEqual({
      acf_fc_layout: 'simple_content',
      title: 'Why winter is different',
      content: '<p>Snow &amp; salt slow carriers.</p>',
    });
    expect(list).toEqual({
      acf_fc_layout: 'simple_list',
      title: 'What to pack',
      index_title: 'Packing',
      list_item: [{ item: 'Ice scraper' }, { item: 'Spare key', content: '<p>Give it to the driver.</p>' }],
    });
    expect(ordered?.list_item).toEqual([{ item: 'Book', content: '<p>Two weeks ahead.</p>' }, { item: 'Prepare' }]);
    expect(image).toEqual({
      acf_fc_layout: 'image',
      image: {
        src: 'https://cms.example/wp-content/uploads/2026/11/snowy-carrier.jpg',
        width: 1600,
        height: 900,
        // The square 150×150 thumbnail is a crop, not the picture smaller: no srcset candidate.
        srcset:
          'https://cms.example/wp-content/uploads/2026/11/snowy-carrier-300x169.jpg 300w, https://cms.example/wp-content/uploads/2026/11/snowy-carrier-1024x576.jpg 1024w, https://cms.example/wp-content/uploads/2026/11/snowy-carrier.jpg 1600w',
      },
      alt: 'A carrier in the snow',
      caption: 'Chains on, ready to go.',
    });
    expect(table).toEqual({
      acf_fc_layout: 'simple_table',
      title: 'Prices in winter',
      index_title: 'Prices',
      caption: 'Typical prices per car.',
      table: {
        head: ['Route', 'Summer', 'Winter'],
        rows: [
          ['NY to FL', '$900', '$1,100'],
          ['CA to WA', '$800', '$950'],
        ],
      },
    });
    // An icon the site does not draw is no icon: the renderer's default arrow.
    expect(icons?.list_item).toEqual([
      { item: 'Your carrier', content: '<p>First.</p>', icon: 'person' },
      { item: 'Road reports', icon: 'link' },
      { item: 'Anything else' },
    ]);
    expect(icons?.content).toBe('<p>Three numbers.</p>');
    expect(checklist?.list_item).toEqual([{ item: 'Wash the car' }, { item: 'Photograph it' }]);
    expect(cards?.card).toEqual([
      {
        subtitle: 'Open',
        content: '<p>Cheaper.</p>',
        image: expect.objectContaining({ src: 'https://cms.example/wp-content/uploads/2026/11/open.jpg', width: 640 }),
      },
      { subtitle: 'Enclosed', content: '<p>Sheltered.</p>' },
    ]);
    // The 640×400 card's copies are a square crop, a 16:9 copy and one wider than itself: none is offered.
    expect(cards?.card?.[0]?.image?.srcset).toBeUndefined();
    expect(faq?.list_item).toEqual([{ item: 'Is it slower?', content: '<p>A little.</p><p>Plan a day more.</p>' }]);
  });

  it('skips rows of a layout it does not know and names each such layout once', () => {
    const rows = [
      { acf_fc_layout: 'video', url: 'https://video.example/1' },
      EVERY_LAYOUT_ROWS[0],
      { acf_fc_layout: 'video', url: 'https://video.example/2' },
      { acf_fc_layout: '<b>not a name</b>' },
    ];
    const result = sectionsFromAcf(json(rows));
    expect(result.sections.map((section) => section.acf_fc_layout)).toEqual(['simple_content']);
    expect(result.unknownLayouts).toEqual(['video', '(unnamed)']);
    expect(result.malformed).toBe(0);
  });

  it('skips malformed rows and keeps the good ones, without throwing', () => {
    const rows = [
      null,
      'text',
      42,
      { title: 'No layout' },
      { acf_fc_layout: 7 },
      { acf_fc_layout: 'image', image: false, alt: 'Nothing to show' },
      { acf_fc_layout: 'image', image: { url: 'javascript:alert(1)', width: 10, height: 10 } },
      { acf_fc_layout: 'simple_list', title: 'Empty', list_item: false },
      { acf_fc_layout: 'faq', list_item: [{ item: '' }, 'junk', null] },
      { acf_fc_layout: 'cards', card: '' },
      { acf_fc_layout: 'simple_table', table: 'Only | headings' },
      { acf_fc_layout: 'simple_content', title: 'Heading only', content: '' },
      EVERY_LAYOUT_ROWS[6],
    ];
    const result = sectionsFromAcf(json(rows));
    expect(result.sections.map((section) => section.acf_fc_layout)).toEqual(['checklist']);
    expect(result.malformed).toBe(12);
  });

  it('reads a missing field as no sections, and a field that is not a JSON list as one malformed row', () => {
    for (const empty of [null, undefined, '', false, 'null', 'false']) {
      expect(sectionsFromAcf(empty)).toEqual({ sections: [], unknownLayouts: [], malformed: 0 });
    }
    for (const broken of ['{"acf_fc_layout":', '{"a":1}', 42]) {
      expect(sectionsFromAcf(broken)).toEqual({ sections: [], unknownLayouts: [], malformed: 1 });
    }
    // A field registered with a JSON scalar rather than a string answers the list itself.
    expect(sectionsFromAcf([EVERY_LAYOUT_ROWS[0]]).sections).toHaveLength(1);
  });

  it('removes scripts, event handlers and javascript: links from every HTML field', () => {
    const hostile =
      '<p onclick="steal()">Hi<script>alert(1)</script><img src="x" onerror="alert(2)"></p><a href="javascript:alert(3)">go</a>';
    const rows = [
      { acf_fc_layout: 'simple_content', title: '<script>alert(4)</script>Title', content: hostile },
      {
        acf_fc_layout: 'faq',
        content: hostile,
        list_item: [{ item: 'Q<img src=x onerror=alert(5)>', content: hostile }],
      },
      { acf_fc_layout: 'cards', card: [{ subtitle: 'Card', content: hostile, image: acfImage('ok') }] },
    ];
    const { sections } = sectionsFromAcf(json(rows), { siteOrigin: 'https://shipquote.example' });
    const text = JSON.stringify(sections);
    for (const bad of ['<script', 'alert(', 'onerror', 'onclick', 'javascript:']) expect(text).not.toContain(bad);
    expect(sections[0]).toMatchObject({ title: 'Title', content: '<p>Hi</p>go' });
    expect(sections[1]?.list_item?.[0]?.item).toBe('Q');
  });

  it('decodes entities in titles and list items to plain text', () => {
    const rows = [
      {
        acf_fc_layout: 'simple_list',
        title: 'Caf&eacute; &amp; d&eacute;tours',
        list_item: [{ item: 'Cr&egrave;me &#8211; br&ucirc;l&eacute;e' }],
      },
    ];
    const [section] = sectionsFromAcf(json(rows)).sections;
    expect(section?.title).toBe('Café & détours');
    expect(section?.list_item?.[0]?.item).toBe('Crème – brûlée');
  });
});

import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeCmsHtml } from './sanitize';

const SITE = 'https://shipquote.example';
const clean = (html: string) => sanitizeCmsHtml(html, { siteOrigin: SITE });

describe('sanitizeCmsHtml', () => {
  it('drops scripts and styles together with their content', () => {
    const html = clean('<p>Before</p><script>alert(1)</script><style>p{color:red}</style><p>After</p>');
    expect(html).toBe('<p>Before</p><p>After</p>');
  });

  it('leaves no empty paragraph where it removed everything inside one', () => {
    // WordPress wraps a script an editor stored in a WYSIWYG field in its own paragraph.
    const html = clean(
      '<p>Kept.</p>\n<p><script>alert(\'x\')</script></p>\n<p> <iframe src="https://x.example"></iframe> </p>',
    );
    expect(html).toBe('<p>Kept.</p>');
  });

  it('keeps a paragraph that holds only an image', () => {
    expect(clean('<p><img src="https://cdn.example/a.jpg" alt="A car"></p>')).toBe(
      '<p><img src="https://cdn.example/a.jpg" alt="A car" loading="lazy" /></p>',
    );
  });

  it('removes style and every on* event attribute', () => {
    const html = clean(
      '<p style="color:red" onclick="steal()" onmouseover="x()">Text</p><img src="https://cdn.example/a.jpg" onerror="x()" style="x">',
    );
    expect(html).not.toMatch(/style=|on\w+=/i);
    expect(html).toContain('<p>Text</p>');
    expect(html).toContain('src="https://cdn.example/a.jpg"');
  });

  it('removes javascript:, data: and protocol-relative link targets in every disguise, keeping the text', () => {
    const html = clean(
      [
        '<a href="javascript:alert(1)">one</a>',
        '<a href="JaVaScRiPt:alert(1)">two</a>',
        '<a href="java&#x09;script:alert(1)">three</a>',
        '<a href="jav&#x61;script&colon;alert(1)">four</a>',
        '<a href=" javascript:alert(1)">five</a>',
        '<a href="data:text/html,<script>alert(1)</script>">six</a>',
        '<a href="vbscript:msgbox(1)">seven</a>',
        '<a href="//evil.example/">eight</a>',
      ].join(' '),
    );
    expect(html).not.toMatch(/href|javascript|vbscript|data:|evil/i);
    expect(html).toBe('one two three four five six seven eight');
  });

  it('drops iframes, objects, embeds and forms with their controls', () => {
    const html = clean(
      '<iframe src="https://video.example/embed">fallback</iframe><object data="x.swf"></object><embed src="x.swf"><form action="https://evil.example"><input name="card"><textarea>t</textarea><select><option>o</option></select><button>Pay</button></form><p>Kept</p>',
    );
    expect(html).toBe('<p>Kept</p>');
  });

  it('adds noopener, noreferrer and a new tab to links that leave the site, and only to those', () => {
    const html = clean(
      '<a href="https://other.example/page" target="_self" rel="opener">out</a> <a href="https://shipquote.example/services">same site</a> <a href="/blog">relative</a> <a href="#top">anchor</a> <a href="mailto:info@shipquote.example">mail</a> <a href="tel:+15125550147">call</a>',
    );
    expect(html).toContain('<a href="https://other.example/page" rel="noopener noreferrer" target="_blank">out</a>');
    expect(html).toContain('<a href="https://shipquote.example/services">same site</a>');
    expect(html).toContain('<a href="/blog">relative</a>');
    expect(html).toContain('<a href="#top">anchor</a>');
    expect(html).toContain('<a href="mailto:info@shipquote.example">mail</a>');
    expect(html).toContain('<a href="tel:+15125550147">call</a>');
    expect(html.match(/target="_blank"/g)).toHaveLength(1);
  });

  it('treats every absolute link as external when it does not know the site origin', () => {
    expect(sanitizeCmsHtml('<a href="https://shipquote.example/x">x</a>')).toBe(
      '<a href="https://shipquote.example/x" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('keeps images only from http(s), with numeric width and height, alt text and lazy loading', () => {
    const html = clean(
      '<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA"><img src="/wp-content/a.jpg"><img src="https://cdn.example/car.jpg" width="640" height="12px" alt="A red car" srcset="https://evil.example/x 2x" loading="eager">',
    );
    expect(html).toBe('<img src="https://cdn.example/car.jpg" alt="A red car" loading="lazy" width="640" />');
  });

  it('gives an image without alt text an empty alt', () => {
    expect(clean('<img src="https://cdn.example/a.jpg">')).toBe(
      '<img src="https://cdn.example/a.jpg" alt="" loading="lazy" />',
    );
  });

  it('demotes h1 to h2, folds h5 and h6 into h4, and keeps the allowed text tags', () => {
    const html = clean(
      '<h1>Title</h1><h2>A</h2><h3>B</h3><h4>C</h4><h5>D</h5><h6>E</h6><p><strong>s</strong> <em>e</em> <b>b</b> <i>i</i><br><code>c</code></p><pre>p</pre><blockquote>q</blockquote><ul><li>u</li></ul><ol><li>o</li></ol><figure><img src="https://cdn.example/f.jpg" alt="f"><figcaption>cap</figcaption></figure>',
    );
    expect(html).toContain('<h2>Title</h2><h2>A</h2><h3>B</h3><h4>C</h4><h4>D</h4><h4>E</h4>');
    expect(html).toContain('<p><strong>s</strong> <em>e</em> <strong>b</strong> <em>i</em><br /><code>c</code></p>');
    expect(html).toContain('<pre>p</pre><blockquote>q</blockquote><ul><li>u</li></ul><ol><li>o</li></ol>');
    expect(html).toContain(
      '<figure><img src="https://cdn.example/f.jpg" alt="f" loading="lazy" /><figcaption>cap</figcaption></figure>',
    );
  });

  it('keeps tables with their header scopes but unwraps layout tags such as div, span and font', () => {
    const html = clean(
      '<div class="wp-block-table"><table class="x"><caption>Prices</caption><thead><tr><th scope="col" onclick="x()">Route</th><th scope="bogus">Price</th></tr></thead><tbody><tr><th scope="row">A</th><td colspan="2">1</td></tr></tbody></table></div><span style="x"><font color="red">text</font></span>',
    );
    expect(html).toBe(
      '<table><caption>Prices</caption><thead><tr><th scope="col">Route</th><th>Price</th></tr></thead><tbody><tr><th scope="row">A</th><td colspan="2">1</td></tr></tbody></table>text',
    );
  });

  it('escapes text that looks like markup instead of dropping it', () => {
    expect(clean('<p>5 &lt; 6 &amp; "quotes"</p>')).toBe('<p>5 &lt; 6 &amp; "quotes"</p>');
  });
});

describe('htmlToText', () => {
  it('turns CMS HTML into readable plain text, without script content', () => {
    expect(htmlToText('<p>It&#8217;s here&nbsp;now &hellip;</p><p>Second</p><script>bad()</script>')).toBe(
      'It’s here now … Second',
    );
  });

  it('keeps characters that look like markup as text, for React to escape', () => {
    expect(htmlToText('<p>a &lt;b&gt; &amp; c</p>')).toBe('a <b> & c');
  });

  it('decodes every HTML entity a CMS writes, named or numeric', () => {
    expect(htmlToText('Caf&eacute; cr&egrave;me &amp; cr&ecirc;pes')).toBe('Café crème & crêpes');
    expect(htmlToText('It&#8217;s &#x201C;done&#x201D; &hellip; &ndash; &mdash; &copy; &trade;')).toBe(
      'It’s “done” … – — © ™',
    );
  });

  it('decodes an entity once, so escaped entity text stays text', () => {
    expect(htmlToText('Write &amp;eacute; for é')).toBe('Write &eacute; for é');
    expect(htmlToText('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;');
  });

  it('keeps an unknown entity as it was written', () => {
    expect(htmlToText('Tom &unknown; Jerry')).toBe('Tom &unknown; Jerry');
  });
});

import { describe, expect, it } from 'vitest';
import { modifiedAt, type Post, publishedAt } from './post';

function post(overrides: Partial<Post>): Post {
  return {
    title: 'A post',
    slug: 'a-post',
    date: '2026-11-24T22:30:00',
    excerpt: '',
    contentHtml: '',
    sections: [],
    categories: [],
    ...overrides,
  };
}

describe('the times a post gives machines', () => {
  it('are its UTC instants when the source gave them, else its date', () => {
    const dated = post({ published: '2026-11-25T04:30:00Z', modified: '2026-11-26T13:56:18Z' });
    expect([publishedAt(dated), modifiedAt(dated)]).toEqual(['2026-11-25T04:30:00Z', '2026-11-26T13:56:18Z']);
    const local = post({ date: '2026-11-18' });
    expect([publishedAt(local), modifiedAt(local)]).toEqual(['2026-11-18', '2026-11-18']);
    expect(modifiedAt(post({ published: '2026-11-25T04:30:00Z' }))).toBe('2026-11-25T04:30:00Z');
  });

  it('never say a post changed before it was published, as a post scheduled ahead was last saved', () => {
    const scheduled = post({ published: '2026-12-01T15:00:00Z', modified: '2026-11-20T09:00:00Z' });
    expect(modifiedAt(scheduled)).toBe('2026-12-01T15:00:00Z');
  });
});

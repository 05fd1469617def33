import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES } from './articles/articles';
import { localBlogSource } from './local-source';

describe('localBlogSource', () => {
  it('serves every local sample post, newest first', async () => {
    const blog = localBlogSource();
    expect(blog.kind).toBe('local');
    const posts = await blog.listPosts();
    expect(posts).toHaveLength(BLOG_ARTICLES.length);
    expect(posts.map((post) => post.date)).toEqual([...posts.map((post) => post.date)].sort().reverse());
    expect((await blog.getPost('shipping-a-car-to-hawaii'))?.title).toBe(
      'Shipping a car to Hawaii: ports, timing and the rules',
    );
    expect((await blog.listCategories()).map((category) => category.name).sort()).toEqual([
      'Costs and Pricing',
      'International',
      'Shipping Tips',
    ]);
    expect((await blog.postsInCategory('international')).map((post) => post.slug)).toEqual([
      'moving-to-canada-with-your-car',
    ]);
  });
});

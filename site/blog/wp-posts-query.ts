/**
 * The one GraphQL query the site sends to WordPress, kept here alone so docs/wordpress/README.md can
 * quote it word for word. `shipquoteSections` is the JSON field registered by the PHP snippet in that
 * README: the ACF flexible-content rows of the post, as `get_field('sections')` returns them. `date` and
 * `modified` are WordPress's local time without a zone; `dateGmt` and `modifiedGmt` are the same times
 * in UTC, also without a zone, and are what feeds, structured data and the sitemap need.
 */

/** How many posts one page of the answer holds: WPGraphQL's own upper limit. */
export const POSTS_PAGE_SIZE = 100;

/** Newest first, one page after `$after` (null: the first page). */
export const POSTS_QUERY = `query ShipQuoteBlogPosts($first: Int!, $after: String) {
  posts(first: $first, after: $after, where: { orderby: [{ field: DATE, order: DESC }] }) {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      title
      slug
      date
      dateGmt
      modified
      modifiedGmt
      excerpt
      content
      shipquoteSections
      featuredImage {
        node {
          sourceUrl
          altText
          mediaDetails {
            width
            height
            sizes {
              sourceUrl
              width
              height
            }
          }
        }
      }
      categories {
        nodes {
          name
          slug
        }
      }
    }
  }
}`;

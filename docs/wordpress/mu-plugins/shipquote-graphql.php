<?php
/**
 * Plugin Name: ShipQuote GraphQL sections
 * Description: The ACF "sections" rows of a post as JSON, for the ShipQuote site.
 */
add_action('graphql_register_types', function () {
    register_graphql_field('Post', 'shipquoteSections', [
        'type'        => 'String',
        'description' => 'The ACF flexible-content rows of the "sections" field, as JSON.',
        'resolve'     => function (\WPGraphQL\Model\Post $post) {
            if (!function_exists('get_field')) {
                return null;
            }
            $rows = get_field('sections', $post->databaseId);
            return wp_json_encode($rows ?: []);
        },
    ]);
});

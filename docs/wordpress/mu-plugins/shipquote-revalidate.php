<?php
/**
 * Plugin Name: ShipQuote revalidate
 * Description: Tells the ShipQuote site when a published post changes: one call per request, sent after the answer.
 */

/**
 * Remembers a changed post by the slug the site knows it by. One editor save runs several of the hooks
 * below; the site is told once, when the request ends (shipquote_revalidate_send).
 */
function shipquote_revalidate_queue($post) {
    if ($post->post_type !== 'post') {
        return;
    }
    $slug = $post->post_name;
    // Trashing renames the post "<slug>__trashed" and keeps the slug it was published under in
    // _wp_desired_post_slug (to give it back on restore).
    if ($post->post_status === 'trash' && substr($slug, -9) === '__trashed') {
        $desired = get_post_meta($post->ID, '_wp_desired_post_slug', true);
        $slug = is_string($desired) && $desired !== '' ? $desired : substr($slug, 0, -9);
    }
    if ($slug !== '') {
        $GLOBALS['shipquote_revalidate_slugs'][$slug] = true;
    }
}

function shipquote_revalidate_send() {
    $slugs = array_keys($GLOBALS['shipquote_revalidate_slugs'] ?? []);
    if (!$slugs || !defined('SHIPQUOTE_SITE_URL') || !defined('SHIPQUOTE_REVALIDATE_SECRET')) {
        return;
    }
    // Hand the editor its answer first where the server allows it (PHP-FPM, LiteSpeed): a slow site then
    // delays nobody. Elsewhere (mod_php) the editor waits for the call, at most the one-second timeout.
    if (function_exists('fastcgi_finish_request')) {
        fastcgi_finish_request();
    } elseif (function_exists('litespeed_finish_request')) {
        litespeed_finish_request();
    }
    // One post: its slug (a string even when PHP made a numeric slug an integer key). Several (a bulk action
    // in the posts list): {} for the lists. Either way the site drops its whole copy of the blog, so every
    // changed post and the lists are read again.
    $body = count($slugs) === 1 ? ['slug' => (string) $slugs[0]] : [];
    // A blocking call with a short timeout: WordPress's cURL transport ignores 'blocking' => false and
    // would wait the whole timeout for a site that hangs.
    $response = wp_remote_post(rtrim(SHIPQUOTE_SITE_URL, '/') . '/api/blog/revalidate', [
        'headers'     => [
            'Content-Type'                  => 'application/json',
            'X-ShipQuote-Revalidate-Secret' => SHIPQUOTE_REVALIDATE_SECRET,
        ],
        'body'        => wp_json_encode((object) $body),
        'timeout'     => 1,
        'redirection' => 0,
    ]);
    if (is_wp_error($response)) {
        error_log('ShipQuote revalidate failed: ' . $response->get_error_message());
    } elseif (wp_remote_retrieve_response_code($response) !== 200) {
        error_log('ShipQuote revalidate failed: HTTP ' . wp_remote_retrieve_response_code($response));
    }
}
// Late on shutdown: after WordPress's own shutdown work (it flushes its output buffers at priority 1).
add_action('shutdown', 'shipquote_revalidate_send', 1000);

// Published, updated while published, or unpublished (drafted, made private or pending, scheduled, trashed).
add_action('transition_post_status', function ($new_status, $old_status, $post) {
    if ($new_status === 'publish' || $old_status === 'publish') {
        shipquote_revalidate_queue($post);
    }
}, 10, 3);

// The block editor saves ACF fields in a second request after the post itself: tell the site again once
// the sections are saved, so it never keeps the sections from before the edit.
add_action('acf/save_post', function ($post_id) {
    $post = is_numeric($post_id) ? get_post((int) $post_id) : null;
    if ($post && $post->post_status === 'publish') {
        shipquote_revalidate_queue($post);
    }
}, 20);

// Deleted for good without going through the trash (when EMPTY_TRASH_DAYS is 0).
add_action('before_delete_post', function ($post_id) {
    $post = get_post($post_id);
    if ($post && $post->post_status === 'publish') {
        shipquote_revalidate_queue($post);
    }
});

<?php
/**
 * Runs one of the guide's mu-plugins (docs/wordpress/mu-plugins/) the way WordPress runs it during one
 * request, with just enough of WordPress for it: hooks, posts and their meta, and wp_remote_post over a real
 * socket. Used by tests/node/wordpress-php.process.test.ts.
 *
 * usage: php wordpress-harness.php '<scenario JSON>'
 *   plugin         the mu-plugin file to load
 *   constants      name => value, defined before the plugin loads (as wp-config.php does)
 *   posts          id => post fields (ID, post_type, post_status, post_name), what get_post() answers
 *   meta           id => key => value, what get_post_meta() answers
 *   actions        [hook, [arguments]] fired in order during the request; an argument {"post": id} is
 *                  that post as an object
 *   finishRequest  true: fastcgi_finish_request() exists, as under PHP-FPM
 * Then the request ends: the harness fires `shutdown` and prints JSON: the events in order (hooks fired,
 * fastcgi_finish_request called, wp_remote_post called and what it got back) and how long `shutdown` took,
 * in milliseconds.
 */

$scenario = json_decode($argv[1], true, 512, JSON_THROW_ON_ERROR);
$events = [];
$hooks = [];

function harness_event(array $event) {
    $GLOBALS['events'][] = $event;
}

function add_action($hook, $callback, $priority = 10, $accepted_args = 1) {
    $GLOBALS['hooks'][$hook][$priority][] = [$callback, $accepted_args];
    return true;
}

function do_action($hook, ...$args) {
    $byPriority = $GLOBALS['hooks'][$hook] ?? [];
    ksort($byPriority);
    foreach ($byPriority as $callbacks) {
        foreach ($callbacks as [$callback, $accepted]) {
            $callback(...array_slice($args, 0, $accepted));
        }
    }
}

function get_post($id) {
    $fields = $GLOBALS['scenario']['posts'][(string) $id] ?? null;
    return $fields === null ? null : (object) $fields;
}

function get_post_meta($id, $key, $single = false) {
    $value = $GLOBALS['scenario']['meta'][(string) $id][$key] ?? null;
    if ($value === null) {
        return $single ? '' : [];
    }
    return $single ? $value : [$value];
}

function wp_json_encode($value) {
    return json_encode($value);
}

class WP_Error {
    private $message;

    public function __construct($code, $message) {
        $this->message = $message;
    }

    public function get_error_message() {
        return $this->message;
    }
}

function is_wp_error($thing) {
    return $thing instanceof WP_Error;
}

function wp_remote_retrieve_response_code($response) {
    return is_array($response) ? $response['response']['code'] : '';
}

/**
 * An HTTP/1.1 POST over a plain socket. Like WordPress 6.1's cURL transport, it waits for the answer
 * whatever 'blocking' says, and 'timeout' (default 5 s, as in WordPress) bounds the whole call.
 */
function wp_remote_post($url, $args = []) {
    harness_event(['event' => 'wp_remote_post', 'url' => $url, 'timeout' => $args['timeout'] ?? null]);
    $timeout = (float) ($args['timeout'] ?? 5);
    $deadline = microtime(true) + $timeout;
    $parts = parse_url($url);
    $socket = @stream_socket_client("tcp://{$parts['host']}:{$parts['port']}", $errno, $errstr, $timeout);
    if (!$socket) {
        return harness_answer(new WP_Error('http_request_failed', "could not connect: $errstr"));
    }
    $body = (string) ($args['body'] ?? '');
    $headers = ($args['headers'] ?? []) + [
        'Host'           => $parts['host'] . ':' . $parts['port'],
        'Content-Length' => (string) strlen($body),
        'Connection'     => 'close',
    ];
    $request = "POST {$parts['path']} HTTP/1.1\r\n";
    foreach ($headers as $name => $value) {
        $request .= "$name: $value\r\n";
    }
    fwrite($socket, $request . "\r\n" . $body);
    $answer = '';
    while (!feof($socket)) {
        $left = $deadline - microtime(true);
        if ($left <= 0) {
            fclose($socket);
            $ms = (int) round($timeout * 1000);
            return harness_answer(new WP_Error('http_request_failed', "Operation timed out after $ms milliseconds"));
        }
        stream_set_timeout($socket, (int) $left, (int) (($left - floor($left)) * 1000000));
        $chunk = fread($socket, 8192);
        if ($chunk !== false) {
            $answer .= $chunk;
        }
    }
    fclose($socket);
    if (!preg_match('#^HTTP/1\.[01] (\d{3})#', $answer, $status)) {
        return harness_answer(new WP_Error('http_request_failed', 'no HTTP answer'));
    }
    return harness_answer(['response' => ['code' => (int) $status[1]]]);
}

function harness_answer($response) {
    harness_event(is_wp_error($response)
        ? ['event' => 'answer', 'error' => $response->get_error_message()]
        : ['event' => 'answer', 'status' => $response['response']['code']]);
    return $response;
}

if (!empty($scenario['finishRequest'])) {
    function fastcgi_finish_request() {
        harness_event(['event' => 'fastcgi_finish_request']);
        return true;
    }
}

foreach ($scenario['constants'] ?? [] as $name => $value) {
    define($name, $value);
}
require $scenario['plugin'];

foreach ($scenario['actions'] as [$hook, $args]) {
    harness_event(['event' => 'action', 'hook' => $hook]);
    do_action($hook, ...array_map(fn ($arg) => is_array($arg) && isset($arg['post']) ? get_post($arg['post']) : $arg, $args));
}

$started = microtime(true);
harness_event(['event' => 'action', 'hook' => 'shutdown']);
do_action('shutdown');
$shutdownMs = (microtime(true) - $started) * 1000;

echo json_encode(['events' => $events, 'shutdownMs' => $shutdownMs]), "\n";

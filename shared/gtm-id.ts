/**
 * A Google Tag Manager container id. The server checks GTM_ID with it and the page script checks it
 * again before putting the id into a script address, so nothing else ever reaches that URL.
 */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

import { describe, expect, it } from 'vitest';
import { videoPlayerUrl, videoThumbnailPath, videoWatchUrl, youtubeVideoId } from './youtube-video';

describe('youtubeVideoId', () => {
  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=30',
    'https://m.youtube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be/aqz-KE-bpKQ?si=abc',
    'https://www.youtube.com/embed/aqz-KE-bpKQ?feature=oembed',
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    'https://www.youtube.com/shorts/aqz-KE-bpKQ',
    'https://www.youtube.com/live/aqz-KE-bpKQ',
    '  https://www.youtube.com/watch?v=aqz-KE-bpKQ\n',
  ])('reads the video id of %s', (address) => {
    expect(youtubeVideoId(address)).toBe('aqz-KE-bpKQ');
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ"onerror=x',
    'https://www.youtube.com/channel/UCabcdefghijk',
    'https://www.youtube.com/@shipquotesample',
    'https://evil.example/embed/aqz-KE-bpKQ',
    'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'javascript:alert(1)//youtu.be/aqz-KE-bpKQ',
    'youtu.be/aqz-KE-bpKQ',
  ])('finds no video in %s', (address) => {
    expect(youtubeVideoId(address)).toBeUndefined();
  });
});

describe('video addresses', () => {
  it('plays on youtube.com without JavaScript, in the nocookie player with it, and shows the site-served thumbnail', () => {
    expect(videoWatchUrl('aqz-KE-bpKQ')).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(videoPlayerUrl('aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    expect(videoThumbnailPath('aqz-KE-bpKQ')).toBe('/blog/video-thumbnails/aqz-KE-bpKQ');
  });
});

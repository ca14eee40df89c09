import { api } from '../api';
import { getVideo } from '../api/videos';
import { loadable } from './loadable';

/** The video id of a /videos/manage/{id}[/studio|/stats] URL (the page is prerendered once under '_'). */
export function manageVideoId(pathname: string): string {
  const m = /^\/videos\/manage\/([^/]+)/.exec(pathname);
  const id = m ? decodeURIComponent(m[1]) : '';
  return id === '_' ? '' : id;
}

const video = loadable(() => getVideo(api, manageVideoId(location.pathname)));
/** The managed video, read by id from the URL. */
export const $managedVideo = video.$store;
/** (Re)loads the managed video. */
export const loadManagedVideo = video.load;

import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { instanceHost } from '../../stores/instance/client-settings';
import { seekWatchPlayer } from '../../lib/watch-player';
import { renderCommentLite } from '../../lib/markdown-lite';
import { $video } from '../../stores/watch/watch';
import './comment-text.css';

/** Props: the comment's text (markdown, or HTML from federated servers). */
export interface CommentTextProps {
  text: string;
}

/** A time link in a comment moves the player there instead of reloading the page (new tabs still open the link). */
function onTimestamp(event: MouseEvent<HTMLDivElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest<HTMLAnchorElement>('a.video-timestamp');
  if (!link?.dataset.start) return;
  if (seekWatchPlayer(Number(link.dataset.start))) event.preventDefault();
}

/**
 * A comment rendered as PeerTube renders comments: plain paragraphs and emphasis at once (markdown-lite), anything
 * else — links, mentions, time links, lists, federated HTML — by lib/comment-html, loaded on first use (plain text
 * until it is ready). Only HTML safe by construction or sanitised reaches innerHTML.
 */
export default function CommentText({ text }: CommentTextProps) {
  const shortUUID = useStore($video).data?.shortUUID;
  const lite = useMemo(() => renderCommentLite(text), [text]);
  const [full, setFull] = useState<{ text: string; html: string } | null>(null);
  // A rendering of an earlier text (the comment was edited) is never shown for this one.
  const html = lite ?? (full?.text === text ? full.html : null);
  useEffect(() => {
    if (lite !== null) return undefined;
    let live = true;
    void import('../../lib/comment-html')
      .then((m) => {
        if (live)
          setFull({
            text,
            html: m.renderCommentHtml(text, { videoShortUUID: shortUUID, instanceHost: instanceHost() }),
          });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text, shortUUID, lite]);
  if (html === null) return <p className="comment-text">{text}</p>;
  // The click handler only catches clicks on the links inside, which Enter also clicks: the keyboard path is theirs.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div className="comment-text comment-html" onClick={onTimestamp} dangerouslySetInnerHTML={{ __html: html }} />;
}

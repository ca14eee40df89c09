import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import type { Qualities } from '../../stores/player/player';
import { SPEEDS } from '../../stores/player/player-prefs';
import type { VideoCaption } from '../../api/video-media';
import { $playerT, $serverT } from '../../stores/instance/server-labels';

/** Props of the player's settings bar: the renditions (HLS), the speed, and the captions with the chosen one. */
export interface PlayerMenusProps {
  qualities: Qualities | null;
  rate: number;
  onRate: (rate: number) => void;
  captions: VideoCaption[];
  captionsLanguage: string;
  onCaptions: (language: string) => void;
}

/** Quality, speed and captions choices: native selects, so they work by keyboard and screen reader as they are. */
export default function PlayerMenus({
  qualities,
  rate,
  onRate,
  captions,
  captionsLanguage,
  onCaptions,
}: PlayerMenusProps) {
  const t = useT();
  const st = useStore($serverT);
  const pt = useStore($playerT);
  const chosen = captions.some((c) => c.language.id === captionsLanguage) ? captionsLanguage : '';
  return (
    <div className="player-bar">
      {qualities && <QualityMenu qualities={qualities} />}
      <label>
        {pt('Speed')}{' '}
        <select value={rate} onChange={(e) => onRate(Number(e.target.value))}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s === 1 ? t('player.normalSpeed', 'Normal') : `${s}×`}
            </option>
          ))}
        </select>
      </label>
      {captions.length > 0 && (
        <label>
          {pt('Subtitles')}{' '}
          <select value={chosen} onChange={(e) => onCaptions(e.target.value)}>
            <option value="">{t('player.captionsNone', 'Off')}</option>
            {captions.map((c) => (
              <option key={c.language.id} value={c.language.id}>
                {c.automaticallyGenerated
                  ? t('player.captionAuto', '{language} (auto-generated)', { language: st(c.language.label) })
                  : st(c.language.label)}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

/** The rendition choice of an adaptive stream: Auto (with the height playing now) or one height. */
function QualityMenu({ qualities }: { qualities: Qualities }) {
  const t = useT();
  const pt = useStore($playerT);
  const { heights, selected, playing } = qualities;
  const order = heights.map((height, index) => ({ height, index })).sort((a, b) => b.height - a.height);
  return (
    <label>
      {pt('Quality')}{' '}
      <select value={selected} onChange={(e) => qualities.select(Number(e.target.value))}>
        <option value={-1}>
          {playing && selected === -1 ? t('player.autoPlaying', 'Auto ({height}p)', { height: playing }) : pt('Auto')}
        </option>
        {order.map(({ height, index }) => (
          <option key={index} value={index}>{`${height}p`}</option>
        ))}
      </select>
    </label>
  );
}

// Live streaming.
import { useT } from '../../i18n/useT';
import { RESOLUTIONS } from '../../stores/admin-config';
import { CheckSetting, NumberSetting, Section } from './controls';

/** The live streaming tab. */
export default function LiveTab() {
  const t = useT();
  return (
    <>
      <Section title={t('adminConfig.s.live', 'Live streaming')}>
        <CheckSetting path="live.enabled" />
        <CheckSetting path="live.allowReplay" />
        <NumberSetting path="live.maxDuration" min={-1} />
        <NumberSetting path="live.maxInstanceLives" min={-1} />
        <NumberSetting path="live.maxUserLives" min={-1} />
      </Section>
      <Section title={t('adminConfig.s.liveTranscoding', 'Live transcoding')}>
        <CheckSetting path="live.transcoding.enabled" />
        <NumberSetting path="live.transcoding.threads" min={0} />
        <div className="config-checks">
          {RESOLUTIONS.slice(1).map((r) => <CheckSetting key={r} path={`live.transcoding.resolutions.${r}`} label={r} />)}
        </div>
      </Section>
    </>
  );
}

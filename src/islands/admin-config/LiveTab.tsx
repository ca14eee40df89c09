// Live streaming.
import { useT } from '../../i18n/useT';
import { RESOLUTIONS } from '../../stores/admin-config/config-settings';
import { CheckSetting, NumberSetting, Section } from './controls';

/** The live streaming tab. */
export default function LiveTab() {
  const t = useT();
  return (
    <>
      <Section title={t('adminConfig.s.live', 'Live streaming')}>
        <CheckSetting path="live.enabled" />
        <CheckSetting path="live.allowReplay" />
        <CheckSetting path="live.latencySetting.enabled" />
        <NumberSetting path="live.maxDuration" min={-1} />
        <NumberSetting path="live.maxInstanceLives" min={-1} />
        <NumberSetting path="live.maxUserLives" min={-1} />
      </Section>
      <Section title={t('adminConfig.s.liveTranscoding', 'Live transcoding')}>
        <CheckSetting path="live.transcoding.enabled" />
        <CheckSetting path="live.transcoding.remoteRunners.enabled" />
        <NumberSetting path="live.transcoding.threads" min={0} />
        <NumberSetting path="live.transcoding.fps.max" min={1} />
        <fieldset className="config-subsection">
          <legend>{t('adminConfig.s.liveResolutions', 'Live resolutions')}</legend>
          <div className="config-checks">
            {RESOLUTIONS.slice(1).map((r) => (
              <CheckSetting key={r} path={`live.transcoding.resolutions.${r}`} label={r} />
            ))}
          </div>
        </fieldset>
        <CheckSetting path="live.transcoding.alwaysTranscodeOriginalResolution" />
      </Section>
    </>
  );
}

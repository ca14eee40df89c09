// VOD transcoding and the video studio.
import { useT } from '../../i18n/useT';
import { RESOLUTIONS } from '../../stores/admin-config/config-settings';
import { CheckSetting, NumberSetting, Section } from './controls';

/** The transcoding tab. */
export default function TranscodingTab() {
  const t = useT();
  return (
    <>
      <Section title={t('adminConfig.s.transcoding', 'Transcoding')}>
        <CheckSetting
          path="transcoding.enabled"
          help={t(
            'adminConfig.transcodingHelp',
            'Without transcoding, videos play only in the format they were uploaded in.',
          )}
        />
        <CheckSetting path="transcoding.allowAudioFiles" />
        <CheckSetting path="transcoding.allowAdditionalExtensions" />
        <CheckSetting path="transcoding.hls.enabled" />
        <CheckSetting path="transcoding.hls.splitAudioAndVideo" />
        <CheckSetting path="transcoding.webVideos.enabled" />
        <CheckSetting path="transcoding.originalFile.keep" />
        <CheckSetting
          path="transcoding.remoteRunners.enabled"
          help={t(
            'adminConfig.runnersHelp',
            "Remote runners are registered in the Runners page of PeerTube's own interface.",
          )}
        />
        <NumberSetting path="transcoding.threads" min={0} />
        <NumberSetting path="transcoding.concurrency" min={1} />
        <NumberSetting path="transcoding.fps.max" min={1} />
      </Section>
      <Section title={t('adminConfig.s.resolutions', 'Resolutions')}>
        <div className="config-checks">
          {RESOLUTIONS.map((r) => (
            <CheckSetting
              key={r}
              path={`transcoding.resolutions.${r}`}
              label={r === '0p' ? t('adminConfig.audioOnly', 'Audio only') : r}
            />
          ))}
        </div>
        <CheckSetting path="transcoding.alwaysTranscodeOriginalResolution" />
      </Section>
      <Section title={t('adminConfig.s.studio', 'Video studio')}>
        <CheckSetting path="videoStudio.enabled" />
        <CheckSetting path="videoStudio.remoteRunners.enabled" />
      </Section>
    </>
  );
}

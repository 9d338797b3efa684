import { Button, Col, Flex, Row } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Several recordings side by side, played in step: one set of controls
 * drives them all, and seeking one seeks the others to the same moment.
 */
export function SyncedPlayers({ sources }: { sources: Array<{ key: string; url: string; label: string }> }) {
  const { t } = useTranslation();
  const videos = useRef<Array<HTMLVideoElement | null>>([]);
  const all = (act: (v: HTMLVideoElement) => void) => {
    for (const v of videos.current) if (v) act(v);
  };
  const span = sources.length >= 3 ? 12 : 24 / Math.max(1, sources.length);
  return (
    <>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => all((v) => void v.play())} data-testid="play-all">
          {t('shares.playAll')}
        </Button>
        <Button onClick={() => all((v) => v.pause())}>{t('shares.pauseAll')}</Button>
        <Button
          onClick={() =>
            all((v) => {
              v.currentTime = 0;
            })
          }
        >
          {t('shares.restart')}
        </Button>
      </Flex>
      <Row gutter={[12, 12]}>
        {sources.map((s, i) => (
          <Col xs={24} md={span} key={s.key}>
            <div style={{ marginBottom: 4 }}>{s.label}</div>
            {/* biome-ignore lint/a11y/useMediaCaption: screen recordings have no sound to caption */}
            <video
              ref={(el) => {
                videos.current[i] = el;
              }}
              src={s.url}
              controls
              style={{ width: '100%', background: '#000' }}
              data-testid={`player-${i}`}
              onSeeked={(e) => {
                const at = e.currentTarget.currentTime;
                all((v) => {
                  if (Math.abs(v.currentTime - at) > 0.3) v.currentTime = at;
                });
              }}
            />
          </Col>
        ))}
      </Row>
    </>
  );
}

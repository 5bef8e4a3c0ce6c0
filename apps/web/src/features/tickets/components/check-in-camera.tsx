import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
// The reader's WebAssembly is one of our own assets: the door may have no internet.
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? readerWasmUrl : prefix + path),
  },
});

/** How often a frame is read, and how long the reader rests after a code (one QR, one scan). */
export const SCAN_EVERY_MS = 250;
export const PAUSE_AFTER_READ_MS = 2_000;

type CameraProblem = 'denied' | 'missing' | 'failed';

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
}

/**
 * The device's back camera reading QR codes (this file is its own chunk, loaded when the door
 * asks for the camera). Each code read is handed over once; the camera stops when this leaves.
 */
export function CheckInCamera({ onCode }: { onCode: (raw: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const handOver = useRef(onCode);
  handOver.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    let busy = false;
    let restUntil = 0;
    // Made once the camera is on: making it fetches and compiles the reader's WebAssembly.
    let detector: BarcodeDetector | null = null;

    const scan = async () => {
      const element = video.current;
      if (busy || stopped || !detector || !element || element.readyState < 2 || Date.now() < restUntil)
        return;
      busy = true;
      try {
        const [found] = await detector.detect(element);
        if (found?.rawValue && !stopped) {
          restUntil = Date.now() + PAUSE_AFTER_READ_MS;
          handOver.current(found.rawValue);
        }
      } catch {
        // A frame that cannot be read yet (camera warming up): the next one is tried.
      } finally {
        busy = false;
      }
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem('missing');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setProblem(problemOf(error));
        return;
      }
      if (stopped || !video.current) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      detector = new BarcodeDetector({ formats: ['qr_code'] });
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      timer = setInterval(() => void scan(), SCAN_EVERY_MS);
    };

    void start();
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  if (problem) return <Alert severity="warning">{t(`ticketSales.camera.${problem}`)}</Alert>;
  return (
    <Box
      component="video"
      ref={video}
      muted
      playsInline
      aria-label={t('ticketSales.camera.preview')}
      sx={{
        display: 'block',
        width: '100%',
        maxHeight: 360,
        bgcolor: 'common.black',
        borderRadius: 1,
        objectFit: 'cover',
      }}
    />
  );
}

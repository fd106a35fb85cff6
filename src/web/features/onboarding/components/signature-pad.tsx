// A small signature pad: draw with a finger, pen or mouse (pointer events), Clear to start again. The drawing is
// reported as a PNG data URL when each stroke ends ('' when cleared). Keyboard users choose the typed signature
// instead (the dialog offers both).
import { useEffect, useRef } from 'react';
import { Box, Button, Group, Input, Text } from '@mantine/core';
import { MESSAGES } from '@/domain/shared';

const WIDTH = 600;
const HEIGHT = 200;

export function SignaturePad({
  id,
  label,
  error,
  onChange,
}: {
  id: string;
  label: string;
  error?: string | null;
  onChange: (dataUrl: string) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#1f2933';
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return {
      x: ((e.clientX - rect.left) * WIDTH) / rect.width,
      y: ((e.clientY - rect.top) * HEIGHT) / rect.height,
    };
  };

  const start = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drawing.current = true;
    const p = point(e);
    ctx.beginPath();
    ctx.moveTo(p.x, p.y);
    // A tap leaves a dot.
    ctx.lineTo(p.x + 0.1, p.y + 0.1);
    ctx.stroke();
  };
  const move = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    const p = point(e);
    ctx.lineTo(p.x, p.y);
    ctx.stroke();
    drawn.current = true;
  };
  const end = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    drawn.current = true;
    onChange(e.currentTarget.toDataURL('image/png'));
  };
  const clear = () => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    drawn.current = false;
    onChange('');
  };

  return (
    <Input.Wrapper id={id} label={label} error={error} required>
      <Box
        component="canvas"
        ref={canvas}
        id={id}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={label}
        data-testid="signature-pad"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        style={{
          display: 'block',
          width: '100%',
          maxWidth: 360,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: '1px solid var(--mantine-color-gray-5)',
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'white',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {MESSAGES.contract.drawHint}
        </Text>
        <Button size="xs" variant="default" onClick={clear}>
          {MESSAGES.contract.clearDrawing}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}

/**
 * The ringtone (incoming) and the ringback (the caller hears it while the other side rings), drawn with WebAudio so
 * no audio file ships. Browsers let a page make sound only after the user has interacted with it: without that,
 * no AudioContext is created (Chrome would warn about it), and the ringing dialog and the notification carry the call.
 */
export type ToneKind = 'ring' | 'ringback';

type AudioContextCtor = typeof AudioContext;

function audioContextCtor(): AudioContextCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

function mayPlaySound(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation ? activation.hasBeenActive : true;
}

/** One burst of tone: the frequencies together, with short ramps so it does not click. */
function burst(ctx: AudioContext, out: AudioNode, freqs: number[], start: number, length: number, level: number): void {
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(level, start + 0.02);
  gain.gain.setValueAtTime(level, start + length - 0.04);
  gain.gain.linearRampToValueAtTime(0, start + length);
  gain.connect(out);
  for (const f of freqs) {
    const osc = ctx.createOscillator();
    osc.type = 'sine';
    osc.frequency.value = f;
    osc.connect(gain);
    osc.start(start);
    osc.stop(start + length + 0.01);
  }
}

/**
 * One cycle of each tone, scheduled from `t`: the ringback is Hong Kong's (440 + 480 Hz, 0.4 s on, 0.2 off, 0.4 on,
 * 3 s off); the ringtone two soft rising chimes, so it does not sound like the other side's ringback.
 */
const CYCLES: Record<ToneKind, { every: number; play: (ctx: AudioContext, out: AudioNode, t: number) => void }> = {
  ringback: {
    every: 4,
    play: (ctx, out, t) => {
      burst(ctx, out, [440, 480], t, 0.4, 0.12);
      burst(ctx, out, [440, 480], t + 0.6, 0.4, 0.12);
    },
  },
  ring: {
    every: 2.2,
    play: (ctx, out, t) => {
      burst(ctx, out, [659.25, 1318.5], t, 0.25, 0.18);
      burst(ctx, out, [783.99, 1567.98], t + 0.3, 0.25, 0.18);
      burst(ctx, out, [659.25, 1318.5], t + 0.75, 0.25, 0.18);
      burst(ctx, out, [783.99, 1567.98], t + 1.05, 0.25, 0.18);
    },
  },
};

/** Starts a tone, repeating until the returned function stops it. */
export function startTone(kind: ToneKind): () => void {
  const Ctor = audioContextCtor();
  if (!Ctor || !mayPlaySound()) return () => undefined;
  let ctx: AudioContext;
  try {
    ctx = new Ctor();
  } catch {
    return () => undefined;
  }
  const cycle = CYCLES[kind];
  const out = ctx.createGain();
  out.connect(ctx.destination);
  let next = ctx.currentTime + 0.05;
  // Cycles are scheduled a little ahead on the audio clock, so a busy main thread does not stretch the cadence.
  const schedule = () => {
    while (next < ctx.currentTime + cycle.every + 0.5) {
      cycle.play(ctx, out, next);
      next += cycle.every;
    }
  };
  void ctx.resume().catch(() => undefined);
  schedule();
  const timer = setInterval(schedule, 500);
  return () => {
    clearInterval(timer);
    out.gain.setValueAtTime(0, ctx.currentTime);
    void ctx.close().catch(() => undefined);
  };
}

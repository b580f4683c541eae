/**
 * The one call of this browser tab: the state machine (call-machine.ts) and what each transition does — the
 * microphone, the RTCPeerConnection, signalling over /ws (`call_signal`, `call_alive`), tones, the wake lock and the
 * notification. The caller creates the SDP offer once the callee has answered (`call_update` answered); the callee
 * answers it; ICE candidates trickle both ways. Browser only: it is created on first use by the call layer or a
 * call button, never during the server render.
 */
import { useSyncExternalStore } from 'react';
import { voiceContract } from '@shared/api/voice.contract';
import { CALL_ALIVE_EVERY_S, RING_TIMEOUT_S, type CallSignal, type VoiceCall, type VoiceConfig } from '@shared/schemas/voice.schema';
import { callApi } from '@client/lib/api-client';
import { sendRealtime, subscribeRealtime, type RealtimeEvent } from '@client/lib/realtime';
import { callReducer, initialCallState, isLive, micProblemOf, type CallEvent, type CallState } from './call-machine';
import { startTone } from './call-tones';
import { askNotificationPermission, keepScreenAwake, notifyIncomingCall } from './device';

/** What the page gives the controller: refreshing the bid's call log, and the notification's text. */
export interface CallHost {
  refresh: () => void;
  notification: (call: VoiceCall) => { title: string; body: string };
}

/** Media that never connect (a network that blocks UDP without TURN) end the call instead of hanging on. */
const CONNECT_TIMEOUT_MS = 25_000;
/** A connection that drops may come back (a network switch); after this long it counts as lost. */
const RECONNECT_GRACE_MS = 10_000;
const ENDED_SHOWN_MS = 6_000;
const FALLBACK_CONFIG: VoiceConfig = { ice_servers: [], ttl_s: 0, ring_timeout_s: RING_TIMEOUT_S, alive_every_s: CALL_ALIVE_EVERY_S };

type CallMove = 'answer' | 'decline' | 'hangup';

export class CallController {
  private state: CallState = initialCallState;
  private readonly listeners = new Set<() => void>();
  private host: CallHost | null = null;
  private config: { value: VoiceConfig; until: number } | null = null;
  private pc: RTCPeerConnection | null = null;
  private stream: MediaStream | null = null;
  private remote: HTMLAudioElement | null = null;
  private waiting: CallSignal[] = [];
  private candidates: RTCIceCandidateInit[] = [];
  private signals: Promise<void> = Promise.resolve();
  private stopTone: (() => void) | null = null;
  private releaseScreen: (() => void) | null = null;
  private closeNotice: (() => void) | null = null;
  private alive: ReturnType<typeof setInterval> | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;
  private dismissal: ReturnType<typeof setTimeout> | null = null;

  readonly subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  readonly getState = () => this.state;

  /** The phase now (read after an await, when it may have moved). */
  private phase(): CallState['phase'] {
    return this.state.phase;
  }

  /** Starts listening for calls on /ws; the returned function stops (hanging up a live call). */
  attach(host: CallHost): () => void {
    this.host = host;
    const off = subscribeRealtime((e) => this.onEvent(e));
    return () => {
      off();
      this.hangup();
      if (this.host === host) this.host = null;
    };
  }

  /** Rings the other side of a bid; rejects with the server's error (offline, busy, blocked) after resetting. */
  async placeCall(bidId: number, otherName: string): Promise<void> {
    if (isLive(this.state.phase)) return;
    askNotificationPermission();
    this.dispatch({ type: 'place', bidId, otherName });
    const config = this.loadConfig();
    if (!(await this.openMic())) return;
    await config;
    if (this.phase() !== 'preparing') return this.dropMedia();
    let call: VoiceCall;
    try {
      call = await callApi(voiceContract.start, { body: { quote_bid_id: bidId } });
    } catch (err) {
      this.dispatch({ type: 'place_failed' });
      this.teardown();
      throw err;
    } finally {
      this.host?.refresh();
    }
    if (this.phase() !== 'preparing') {
      // Hung up while the ring request was on its way: cancel it on the server too.
      void this.move('hangup', call.id);
      return;
    }
    this.dispatch({ type: 'placed', call });
  }

  /** The callee takes the ringing call. */
  async accept(): Promise<void> {
    const call = this.state.call;
    if (this.state.phase !== 'incoming' || !call) return;
    askNotificationPermission();
    this.dispatch({ type: 'accept' });
    const config = this.loadConfig();
    if (!(await this.openMic())) {
      void this.move('decline', call.id);
      return;
    }
    await config;
    if (this.phase() !== 'connecting') return this.dropMedia();
    this.createPeer();
    this.flushWaiting();
    const answered = await this.move('answer', call.id);
    if (!answered) this.dispatch({ type: 'update', call: { ...call, status: 'missed' } });
  }

  /** Declines a ringing call, cancels an outgoing one, or ends the conversation. */
  hangup(): void {
    const { phase, call } = this.state;
    if (!isLive(phase)) return;
    if (phase === 'incoming') askNotificationPermission();
    this.dispatch({ type: 'hangup' });
    if (call) void this.move(phase === 'incoming' ? 'decline' : 'hangup', call.id);
  }

  setMuted(muted: boolean): void {
    this.dispatch({ type: 'mute', muted });
  }

  dismiss(): void {
    this.dispatch({ type: 'dismiss' });
  }

  private emit(): void {
    for (const l of [...this.listeners]) l();
  }

  private dispatch(e: CallEvent): void {
    const prev = this.state;
    const next = callReducer(prev, e);
    if (next === prev) return;
    this.state = next;
    if (prev.phase !== next.phase) this.enter(prev, next);
    if (next.muted !== prev.muted) for (const t of this.stream?.getAudioTracks() ?? []) t.enabled = !next.muted;
    this.emit();
  }

  /** The side effects of entering a phase. */
  private enter(prev: CallState, next: CallState): void {
    this.stopTone?.();
    this.stopTone = null;
    if (prev.phase === 'incoming') this.closeNotice?.();
    if (next.phase === 'outgoing') this.stopTone = startTone('ringback');
    if (next.phase === 'incoming' && next.call) {
      this.stopTone = startTone('ring');
      const text = this.host?.notification(next.call);
      if (text) this.closeNotice = notifyIncomingCall(text.title, text.body, `sifu-call-${next.call.id}`);
    }
    if (next.call && isLive(next.phase) && !this.alive) this.startAlive();
    if (prev.phase === 'outgoing' && next.phase === 'connecting' && next.call?.is_caller) void this.offer();
    if (next.phase === 'connected') {
      this.clearWatchdog();
      this.releaseScreen = keepScreenAwake();
    }
    if (!isLive(next.phase)) this.teardown();
    if (this.dismissal) clearTimeout(this.dismissal);
    this.dismissal = null;
    // A microphone problem stays until read; other summaries go by themselves.
    if (next.phase === 'ended' && next.outcome !== 'mic') this.dismissal = setTimeout(() => this.dismiss(), ENDED_SHOWN_MS);
  }

  private onEvent(e: RealtimeEvent): void {
    const current = this.state.call;
    if (e.type === 'call_incoming' && !e.call.is_caller) {
      this.dispatch({ type: 'incoming', call: e.call });
      void this.loadConfig();
    } else if (e.type === 'call_update' && current?.id === e.call.id) {
      if (this.state.phase === 'incoming' && e.call.status === 'answered') this.dispatch({ type: 'answered_elsewhere' });
      else this.dispatch({ type: 'update', call: e.call });
    } else if (e.type === 'call_signal' && current?.id === e.call_id && isLive(this.state.phase)) {
      if (!this.pc) this.waiting.push(e.signal);
      else this.queueSignal(e.signal);
    }
  }

  private async loadConfig(): Promise<VoiceConfig> {
    if (this.config && this.config.until > Date.now()) return this.config.value;
    try {
      const value = await callApi(voiceContract.config, {});
      // TURN credentials are re-read halfway through their life, so a call never starts with expiring ones.
      this.config = { value, until: Date.now() + (value.ttl_s * 1000) / 2 };
      return value;
    } catch {
      return this.config?.value ?? FALLBACK_CONFIG;
    }
  }

  /** Opens the microphone; on failure the call ends with the problem explained. */
  private async openMic(): Promise<boolean> {
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('getUserMedia'), { name: 'NotSupportedError' });
      this.stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
        video: false,
      });
      return true;
    } catch (err) {
      this.dispatch({ type: 'mic_error', problem: micProblemOf(err) });
      return false;
    }
  }

  private createPeer(): RTCPeerConnection {
    const pc = new RTCPeerConnection({ iceServers: this.config?.value.ice_servers ?? [] });
    this.pc = pc;
    for (const track of this.stream?.getAudioTracks() ?? []) {
      track.enabled = !this.state.muted;
      pc.addTrack(track, this.stream!);
    }
    pc.onicecandidate = (e) => {
      if (e.candidate?.candidate)
        this.signal({
          kind: 'candidate',
          candidate: e.candidate.candidate,
          sdpMid: e.candidate.sdpMid,
          sdpMLineIndex: e.candidate.sdpMLineIndex,
        });
    };
    pc.ontrack = (e) => {
      const audio = (this.remote ??= new Audio());
      audio.autoplay = true;
      audio.srcObject = e.streams[0] ?? new MediaStream([e.track]);
      void audio.play().catch(() => undefined);
    };
    const watch = () => {
      if (this.pc !== pc) return;
      const s = pc.connectionState ?? pc.iceConnectionState;
      if (s === 'connected' || pc.iceConnectionState === 'connected' || pc.iceConnectionState === 'completed') {
        if (this.state.phase === 'connecting') this.dispatch({ type: 'media_connected', at: Date.now() });
        this.clearWatchdog();
      } else if (s === 'failed') this.lose();
      else if (s === 'disconnected') this.arm(RECONNECT_GRACE_MS);
    };
    pc.onconnectionstatechange = watch;
    pc.oniceconnectionstatechange = watch;
    this.arm(CONNECT_TIMEOUT_MS);
    return pc;
  }

  private arm(ms: number): void {
    this.clearWatchdog();
    this.watchdog = setTimeout(() => this.lose(), ms);
  }

  private clearWatchdog(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  /** The media never connected or dropped for good: the call ends for both sides. */
  private lose(): void {
    const call = this.state.call;
    if (!isLive(this.state.phase)) return;
    this.dispatch({ type: 'lost' });
    if (call) void this.move('hangup', call.id);
  }

  private async offer(): Promise<void> {
    const pc = this.createPeer();
    try {
      const offer = await pc.createOffer();
      await pc.setLocalDescription(offer);
      this.signal({ kind: 'offer', sdp: offer.sdp ?? '' });
    } catch {
      this.lose();
    }
  }

  private flushWaiting(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const s of waiting) this.queueSignal(s);
  }

  /** Signals are applied one after another: a candidate must wait for the description it belongs to. */
  private queueSignal(signal: CallSignal): void {
    this.signals = this.signals.then(() => this.applySignal(signal)).catch(() => this.lose());
  }

  private async applySignal(signal: CallSignal): Promise<void> {
    const pc = this.pc;
    if (!pc) return;
    if (signal.kind === 'candidate') {
      const c: RTCIceCandidateInit = {
        candidate: signal.candidate,
        sdpMid: signal.sdpMid ?? null,
        sdpMLineIndex: signal.sdpMLineIndex ?? null,
      };
      if (pc.remoteDescription) await pc.addIceCandidate(c).catch(() => undefined);
      else this.candidates.push(c);
      return;
    }
    await pc.setRemoteDescription({ type: signal.kind, sdp: signal.sdp });
    if (signal.kind === 'offer') {
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      this.signal({ kind: 'answer', sdp: answer.sdp ?? '' });
    }
    const held = this.candidates;
    this.candidates = [];
    for (const c of held) await pc.addIceCandidate(c).catch(() => undefined);
  }

  /** Sends a signal to the other side, retrying briefly while the socket reconnects. */
  private signal(signal: CallSignal, tries = 0): void {
    const call = this.state.call;
    if (!call || !isLive(this.state.phase)) return;
    if (!sendRealtime({ type: 'call_signal', call_id: call.id, signal }) && tries < 10)
      setTimeout(() => this.signal(signal, tries + 1), 500);
  }

  private startAlive(): void {
    const say = () => {
      const call = this.state.call;
      if (call && isLive(this.state.phase)) sendRealtime({ type: 'call_alive', call_id: call.id });
    };
    say();
    const every = (this.config?.value.alive_every_s ?? CALL_ALIVE_EVERY_S) * 1000;
    this.alive = setInterval(say, every);
  }

  /** Answers, declines or hangs up on the server; the answer brings the call's latest state (duration, who ended it). */
  private async move(kind: CallMove, id: number): Promise<VoiceCall | null> {
    try {
      const call = await callApi(voiceContract[kind], { params: { id } });
      this.dispatch({ type: 'update', call });
      return call;
    } catch {
      return null;
    } finally {
      this.host?.refresh();
    }
  }

  private dropMedia(): void {
    for (const t of this.stream?.getTracks() ?? []) t.stop();
    this.stream = null;
  }

  /** Everything a call holds, released: the screen reads `state` only. */
  private teardown(): void {
    this.stopTone?.();
    this.stopTone = null;
    this.closeNotice?.();
    this.closeNotice = null;
    this.releaseScreen?.();
    this.releaseScreen = null;
    if (this.alive) clearInterval(this.alive);
    this.alive = null;
    this.clearWatchdog();
    if (this.pc) {
      this.pc.onicecandidate = null;
      this.pc.ontrack = null;
      this.pc.onconnectionstatechange = null;
      this.pc.oniceconnectionstatechange = null;
      this.pc.close();
    }
    this.pc = null;
    this.dropMedia();
    if (this.remote) this.remote.srcObject = null;
    this.waiting = [];
    this.candidates = [];
    this.signals = Promise.resolve();
  }
}

let controller: CallController | null = null;

/** The tab's call controller (one per browser tab; the server render never creates it). */
export function callController(): CallController {
  return (controller ??= new CallController());
}

/** The call's state, for the call layer and the chat. */
export function useCallState(): CallState {
  const c = callController();
  return useSyncExternalStore(c.subscribe, c.getState, () => initialCallState);
}

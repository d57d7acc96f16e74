import type { PeerConnectionState } from './mesh.ts';

/** What a participant's tile says of the connection to them. */
export type ConnectionQuality =
  'connecting' | 'direct' | 'relayed' | 'poor' | 'reconnecting' | 'failed';

/** One reading of a peer connection's statistics (getStats), reduced to what quality needs. */
export type StatsSample = {
  /** The selected candidate pair goes through a TURN relay on either side. */
  relayed: boolean;
  /** Cumulative RTP packets received and lost on the inbound streams. */
  packetsReceived: number;
  packetsLost: number;
  /** The selected pair's current round-trip time, in seconds, when known. */
  roundTripTime: number | undefined;
};

/** More than this share of packets lost between two readings is a poor link. */
export const POOR_LOSS_RATIO = 0.05;
/** A round trip longer than this (seconds) is a poor link: talk crosses. */
export const POOR_ROUND_TRIP_S = 0.4;

/**
 * The quality shown for one peer, from its connection state, whether the mesh is restarting its
 * ICE, and its last two statistics readings (loss is counted between them, so a bad minute long
 * ago does not keep a link "poor").
 */
export function connectionQuality(
  state: PeerConnectionState,
  restarting: boolean,
  previous: StatsSample | undefined,
  current: StatsSample | undefined,
): ConnectionQuality {
  if (state === 'failed') return restarting ? 'reconnecting' : 'failed';
  if (state === 'disconnected' || restarting) return 'reconnecting';
  if (state !== 'connected' || !current) return 'connecting';
  const received = current.packetsReceived - (previous?.packetsReceived ?? 0);
  const lost = current.packetsLost - (previous?.packetsLost ?? 0);
  const lossRatio = received + lost > 0 ? lost / (received + lost) : 0;
  if (lossRatio > POOR_LOSS_RATIO) return 'poor';
  if ((current.roundTripTime ?? 0) > POOR_ROUND_TRIP_S) return 'poor';
  return current.relayed ? 'relayed' : 'direct';
}

/** A reading of `RTCPeerConnection.getStats()` as a StatsSample. */
export function sampleOf(report: RTCStatsReport): StatsSample {
  const byId = new Map<string, Record<string, unknown>>();
  report.forEach((entry: Record<string, unknown>) => byId.set(entry.id as string, entry));
  let relayed = false;
  let roundTripTime: number | undefined;
  let packetsReceived = 0;
  let packetsLost = 0;
  for (const entry of byId.values()) {
    if (entry.type === 'transport' && typeof entry.selectedCandidatePairId === 'string') {
      const pair = byId.get(entry.selectedCandidatePairId);
      if (pair) {
        const local = byId.get(pair.localCandidateId as string);
        const remote = byId.get(pair.remoteCandidateId as string);
        relayed = local?.candidateType === 'relay' || remote?.candidateType === 'relay';
        if (typeof pair.currentRoundTripTime === 'number')
          roundTripTime = pair.currentRoundTripTime;
      }
    }
    if (entry.type === 'inbound-rtp') {
      packetsReceived += (entry.packetsReceived as number | undefined) ?? 0;
      packetsLost += Math.max(0, (entry.packetsLost as number | undefined) ?? 0);
    }
  }
  return { relayed, packetsReceived, packetsLost, roundTripTime };
}

/** The words a tile shows for each quality (none while the link is plainly fine and direct). */
export const QUALITY_LABELS: Record<ConnectionQuality, string | null> = {
  connecting: 'Connecting…',
  direct: null,
  relayed: 'Relayed',
  poor: 'Poor connection',
  reconnecting: 'Reconnecting…',
  failed: 'Could not connect',
};

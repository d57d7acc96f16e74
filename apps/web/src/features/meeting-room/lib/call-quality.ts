import type { CallPath, CallQualityReport } from '@vitrine/contracts/meeting-room';

/** Every 30 s the browser reports its call quality so far (and once more when leaving). */
export const QUALITY_REPORT_EVERY_MS = 30_000;

type Entry = Record<string, unknown>;
const numberOf = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

/** The path of one connection's selected candidate pair; null while none is selected. */
function pathOf(byId: Map<string, Entry>): CallPath | null {
  for (const entry of byId.values()) {
    if (entry.type !== 'transport' || typeof entry.selectedCandidatePairId !== 'string') continue;
    const pair = byId.get(entry.selectedCandidatePairId);
    if (!pair) continue;
    const local = byId.get(pair.localCandidateId as string);
    const remote = byId.get(pair.remoteCandidateId as string);
    return local?.candidateType === 'relay' || remote?.candidateType === 'relay'
      ? 'relayed'
      : 'direct';
  }
  return null;
}

/** Totals over the remote video of every connection: frames decoded, received, dropped; packets lost. */
export type RemoteVideoTotals = Omit<CallQualityReport, 'firstFrameMs'> & {
  framesDecoded: number;
};

/**
 * The call's state from the statistics of all this side's connections (each mesh peer, or the
 * SFU's publisher and subscribers): relayed when any connection goes through a TURN relay,
 * direct when all connected ones go straight, null before any connected; frames and packets
 * summed over the inbound video streams.
 */
export function remoteVideoTotals(reports: RTCStatsReport[]): RemoteVideoTotals {
  const totals: RemoteVideoTotals = {
    path: null,
    framesDecoded: 0,
    framesReceived: 0,
    framesDropped: 0,
    packetsLost: 0,
  };
  for (const report of reports) {
    const byId = new Map<string, Entry>();
    report.forEach((entry: Entry) => byId.set(entry.id as string, entry));
    const path = pathOf(byId);
    if (path === 'relayed' || (path === 'direct' && totals.path === null)) totals.path = path;
    for (const entry of byId.values()) {
      if (entry.type !== 'inbound-rtp' || entry.kind !== 'video') continue;
      totals.framesDecoded += numberOf(entry.framesDecoded);
      totals.framesReceived += numberOf(entry.framesReceived);
      totals.framesDropped += numberOf(entry.framesDropped);
      totals.packetsLost += numberOf(entry.packetsLost);
    }
  }
  return totals;
}

/** The report to send: the totals, and the time from joining to the first decoded frame. */
export const callQualityReport = (
  totals: RemoteVideoTotals,
  firstFrameMs: number | null,
): CallQualityReport => ({
  firstFrameMs,
  path: totals.path,
  framesReceived: Math.round(totals.framesReceived),
  framesDropped: Math.round(totals.framesDropped),
  packetsLost: Math.round(totals.packetsLost),
});

import { describe, expect, it } from 'vitest';
import { callQualityReport, remoteVideoTotals } from './call-quality.ts';

/** A stand-in for RTCStatsReport: getStats' entries by id. */
const report = (entries: Record<string, unknown>[]) =>
  new Map(entries.map((entry) => [entry.id as string, entry])) as unknown as RTCStatsReport;

const connection = (
  localType: string,
  remoteType: string,
  video: {
    framesDecoded: number;
    framesReceived: number;
    framesDropped: number;
    packetsLost: number;
  },
) =>
  report([
    { id: 'T1', type: 'transport', selectedCandidatePairId: 'P1' },
    { id: 'P1', type: 'candidate-pair', localCandidateId: 'L1', remoteCandidateId: 'R1' },
    { id: 'L1', type: 'local-candidate', candidateType: localType },
    { id: 'R1', type: 'remote-candidate', candidateType: remoteType },
    { id: 'V1', type: 'inbound-rtp', kind: 'video', ...video },
    { id: 'A1', type: 'inbound-rtp', kind: 'audio', packetsLost: 500 },
  ]);

describe('call quality from getStats', () => {
  it('is relayed when any connection goes through TURN, and sums the remote video', () => {
    const totals = remoteVideoTotals([
      connection('host', 'srflx', {
        framesDecoded: 90,
        framesReceived: 100,
        framesDropped: 10,
        packetsLost: 3,
      }),
      connection('relay', 'host', {
        framesDecoded: 40,
        framesReceived: 50,
        framesDropped: 2,
        packetsLost: 4,
      }),
    ]);
    expect(totals).toEqual({
      path: 'relayed',
      framesDecoded: 130,
      framesReceived: 150,
      framesDropped: 12,
      packetsLost: 7,
    });
    expect(callQualityReport(totals, 1234)).toEqual({
      firstFrameMs: 1234,
      path: 'relayed',
      framesReceived: 150,
      framesDropped: 12,
      packetsLost: 7,
    });
  });

  it('is direct when every connected pair goes straight, and unknown before any connects', () => {
    const direct = connection('host', 'host', {
      framesDecoded: 1,
      framesReceived: 1,
      framesDropped: 0,
      packetsLost: 0,
    });
    expect(remoteVideoTotals([direct]).path).toBe('direct');
    const unconnected = report([{ id: 'T1', type: 'transport' }]);
    expect(remoteVideoTotals([unconnected])).toEqual({
      path: null,
      framesDecoded: 0,
      framesReceived: 0,
      framesDropped: 0,
      packetsLost: 0,
    });
    expect(remoteVideoTotals([]).path).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  POOR_LOSS_RATIO,
  QUALITY_LABELS,
  connectionQuality,
  sampleOf,
  type StatsSample,
} from './connection-quality.ts';

const sample = (over: Partial<StatsSample> = {}): StatsSample => ({
  relayed: false,
  packetsReceived: 1000,
  packetsLost: 0,
  roundTripTime: 0.05,
  ...over,
});

describe('connection quality', () => {
  it('follows the connection state before any statistics', () => {
    expect(connectionQuality('new', false, undefined, undefined)).toBe('connecting');
    expect(connectionQuality('connecting', false, undefined, undefined)).toBe('connecting');
    expect(connectionQuality('connected', false, undefined, undefined)).toBe('connecting');
    expect(connectionQuality('disconnected', false, undefined, undefined)).toBe('reconnecting');
    expect(connectionQuality('connected', true, undefined, sample())).toBe('reconnecting');
    expect(connectionQuality('failed', true, undefined, undefined)).toBe('reconnecting');
    expect(connectionQuality('failed', false, undefined, undefined)).toBe('failed');
  });

  it('says direct or relayed on a good link', () => {
    expect(connectionQuality('connected', false, undefined, sample())).toBe('direct');
    expect(connectionQuality('connected', false, undefined, sample({ relayed: true }))).toBe(
      'relayed',
    );
    expect(QUALITY_LABELS.direct).toBeNull();
    expect(QUALITY_LABELS.relayed).toBe('Relayed');
  });

  it('counts loss between two readings: poor above the threshold, fine again after', () => {
    const before = sample({ packetsReceived: 1000, packetsLost: 0 });
    const lossy = sample({ packetsReceived: 1900, packetsLost: 100 }); // 10% of the last 1000
    expect(POOR_LOSS_RATIO).toBeLessThan(0.1);
    expect(connectionQuality('connected', false, before, lossy)).toBe('poor');
    const recovered = sample({ packetsReceived: 2900, packetsLost: 101 });
    expect(connectionQuality('connected', false, lossy, recovered)).toBe('direct');
  });

  it('is poor on a long round trip', () => {
    expect(connectionQuality('connected', false, undefined, sample({ roundTripTime: 0.8 }))).toBe(
      'poor',
    );
  });

  it('reads relay, loss and round trip from a getStats report', () => {
    const entries = [
      { id: 'T1', type: 'transport', selectedCandidatePairId: 'CP1' },
      {
        id: 'CP1',
        type: 'candidate-pair',
        localCandidateId: 'L1',
        remoteCandidateId: 'R1',
        currentRoundTripTime: 0.12,
      },
      { id: 'L1', type: 'local-candidate', candidateType: 'relay' },
      { id: 'R1', type: 'remote-candidate', candidateType: 'host' },
      { id: 'IV', type: 'inbound-rtp', kind: 'video', packetsReceived: 500, packetsLost: 5 },
      { id: 'IA', type: 'inbound-rtp', kind: 'audio', packetsReceived: 300, packetsLost: -1 },
    ];
    const report = new Map(entries.map((e) => [e.id, e])) as unknown as RTCStatsReport;
    expect(sampleOf(report)).toEqual({
      relayed: true,
      packetsReceived: 800,
      packetsLost: 5,
      roundTripTime: 0.12,
    });
  });
});

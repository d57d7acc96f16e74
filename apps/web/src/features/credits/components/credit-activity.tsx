import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { CreditHistory } from './credit-history.tsx';
import { UsedCredits } from './used-credits.tsx';

type ActivityTab = 'history' | 'used';

/** The history (every change) and the used credits (what they paid for), as two tabs. */
export function CreditActivity() {
  const [tab, setTab] = useState<ActivityTab>('history');
  return (
    <Tabs
      value={tab}
      onChange={(value) => setTab(value === 'used' ? 'used' : 'history')}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="history">History</Tabs.Tab>
        <Tabs.Tab value="used">Used credits</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="history">
        <CreditHistory />
      </Tabs.Panel>
      <Tabs.Panel value="used">
        <UsedCredits />
      </Tabs.Panel>
    </Tabs>
  );
}

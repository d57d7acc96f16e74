import { List, Paper, Stack, Title } from '@mantine/core';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { MEETING_CREDIT_COST } from '../../../features/meetings/state/booking-draft-slice.ts';

export function DemoRoute() {
  return (
    <>
      <PageHeader
        title="How a video meeting works"
        description="A meeting is a private video call between you, up to two people you invite, and the shop, right in your browser."
      />
      <Stack gap="xl">
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="steps-heading">
          <Stack gap="sm">
            <Title order={2} size="h3" id="steps-heading">
              From booking to call
            </Title>
            <List type="ordered" spacing="xs">
              <List.Item>
                Open a shop and choose a date and a free slot in the shop&apos;s calendar.
              </List.Item>
              <List.Item>
                Tell the shop what you are looking for, invite up to two friends by email, and
                confirm: the meeting costs {MEETING_CREDIT_COST} credits.
              </List.Item>
              <List.Item>
                At the start time, join from your meetings page. Your friends join from the link in
                their invitation, even without an account.
              </List.Item>
              <List.Item>
                Allow your browser to use the camera and microphone. Nothing to install, and Vitrine
                does not record the call.
              </List.Item>
              <List.Item>After the call, order what you liked and rate the meeting.</List.Item>
            </List>
          </Stack>
        </Paper>
        <ComingSoon
          title="A demo meeting"
          summary="A short sample call you can join on your own, to check your camera and microphone before a real meeting."
          features={[
            'Test your camera, microphone and connection',
            'Try the controls you will have in a meeting with a shop',
          ]}
        />
      </Stack>
    </>
  );
}

// The job description: clamped to 3 lines with Read More / Show Less above 200 characters; Ask Recruiter when empty.
import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import {
  DESCRIPTION_CLAMP_LINES,
  shouldClampDescription,
  showsAskRecruiterForDescription,
  MESSAGES,
} from '@/domain/shared';
import { JOB_MESSAGES } from '@/domain/jobs';

export function JobDescription({
  text,
  onAskRecruiter,
  asking,
}: {
  text: string | undefined;
  onAskRecruiter: () => void;
  asking?: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  if (showsAskRecruiterForDescription(text)) {
    return (
      <Text size="sm">
        {JOB_MESSAGES.description.none}{' '}
        <Anchor component="button" type="button" onClick={onAskRecruiter} disabled={asking}>
          {MESSAGES.askRecruiter}
        </Anchor>
      </Text>
    );
  }
  const clamp = shouldClampDescription(text);
  return (
    <div>
      <Text
        size="sm"
        lineClamp={clamp && !expanded ? DESCRIPTION_CLAMP_LINES : undefined}
        style={{ whiteSpace: 'pre-line' }}
        id="job-description"
      >
        {text}
      </Text>
      {clamp ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => setExpanded((e) => !e)}
          aria-expanded={expanded}
          aria-controls="job-description"
        >
          {expanded ? MESSAGES.showLess : MESSAGES.readMore}
        </Anchor>
      ) : null}
    </div>
  );
}

// One job on the board: title, where, pay, and how well it matches the worker.
import { Link, useLocation } from 'react-router';
import { Badge } from '@mantine/core';
import { MESSAGES, appliedBadge, formatDate, formatHoursPerWeek, formatMoney, routes } from '@/domain/shared';
import { JOB_MESSAGES, type JobCard as JobCardData } from '@/domain/jobs';
import { fromList } from '../../../lib/back-to-list';
import classes from './job-card.module.css';

/**
 * Colour and words of a match (words, so colour is never the only signal); a job of another profession is never called
 * a match, whatever its percent.
 */
function matchTone({ percent, other_profession }: NonNullable<JobCardData['match']>): { color: string; label: string } {
  if (other_profession) return { color: 'gray', label: MESSAGES.otherProfession };
  if (percent >= 80) return { color: 'green', label: JOB_MESSAGES.card.strongMatch };
  if (percent >= 50) return { color: 'yellow', label: JOB_MESSAGES.card.partialMatch };
  return { color: 'gray', label: JOB_MESSAGES.card.weakMatch };
}

/**
 * Plain elements with the look of Mantine's Card, Stack, Group, Title and Text (job-card.module.css): only the badges
 * stay components. A component per line made drawing a page of cards the longest task of the board's first view.
 */
export function JobCard({ job }: { job: JobCardData }) {
  const tone = job.match ? matchTone(job.match) : null;
  const applied = appliedBadge(job.applied);
  // The job page's "←" returns to this list as it is now (filters and sort).
  const location = useLocation();
  return (
    <article className={classes.card} aria-labelledby={`job-${job._id}`}>
      <div className={classes.stack}>
        <div className={classes.head}>
          <h2 className={classes.title} id={`job-${job._id}`}>
            <Link to={routes.jobDetail(job._id)} state={fromList(location)}>
              {job.title}
            </Link>
          </h2>
          {job.match && tone ? (
            <Badge
              color={tone.color}
              variant="light"
              className={classes.badge}
              title={MESSAGES.matchPercentOf(job.match.percent, job.match.matched, job.match.total)}
            >
              {job.match.other_profession ? `${MESSAGES.otherProfession} · ` : ''}
              {JOB_MESSAGES.card.percentMatch(job.match.percent)}
            </Badge>
          ) : null}
        </div>
        <p className={`${classes.text} ${classes.sm} ${classes.dimmed}`}>
          {[job.organization_name, job.facility].filter(Boolean).join(' · ')}
        </p>
        <p className={`${classes.text} ${classes.sm}`}>
          {job.city}, {job.state} · {job.terms}
          {job.shift_time ? ` · ${job.shift_time}` : ''}
        </p>
        <div className={classes.row}>
          {job.weekly_rate !== null ? (
            <p className={`${classes.text} ${classes.strong}`}>
              {JOB_MESSAGES.card.perWeek(formatMoney(job.weekly_rate))}
            </p>
          ) : null}
          {job.hours_per_week !== null ? (
            <p className={`${classes.text} ${classes.sm} ${classes.dimmed}`}>
              {JOB_MESSAGES.card.hoursPerWeek(formatHoursPerWeek(job.hours_per_week))}
            </p>
          ) : null}
        </div>
        <div className={`${classes.row} ${classes.between}`}>
          <p className={`${classes.text} ${classes.xs} ${classes.dimmed}`}>
            {job.start_date ? `${JOB_MESSAGES.card.starts(formatDate(job.start_date))} · ` : ''}
            {JOB_MESSAGES.card.posted(formatDate(job.date_posted))}
          </p>
          <div className={`${classes.row} ${classes.tight}`}>
            {tone ? <p className={`${classes.text} ${classes.xs} ${classes.dimmed}`}>{tone.label}</p> : null}
            {applied ? <p className={`${classes.text} ${classes.xs} ${classes.dimmed}`}>{applied}</p> : null}
            {job.already_applied ? (
              <Badge variant="outline" size="sm">
                {JOB_MESSAGES.card.alreadyApplied}
              </Badge>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}

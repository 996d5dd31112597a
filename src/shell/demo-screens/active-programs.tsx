// The dashboard's list of loyalty programs with members and engagement.
import { Link } from 'wouter';
import { Badge } from '../../ui';
import { formatNumber } from '../demo-data/format';
import { programs } from '../demo-data/programs';
import { paths } from '../paths';
import { Card } from './card';
import { ProgressBar } from './progress-bar';

/** Programs with their kind, status, member count and a 30-day engagement bar. */
export function ActivePrograms() {
  return (
    <Card
      title="Active programs"
      description="Engagement is the share of members active in the last 30 days."
      action={
        <Link href={paths.programs.index} className="demo-card-link">
          View all
        </Link>
      }
      flush
    >
      <ul className="demo-program-list">
        {programs.map((program) => (
          <li key={program.id} className="demo-program">
            <div className="demo-program-main">
              <p className="demo-program-name">{program.name}</p>
              <p className="demo-program-meta">
                {program.kind} program
                {program.status === 'Active'
                  ? ` · ${formatNumber(program.members)} members`
                  : ' · starts Dec 1'}
              </p>
            </div>
            {program.status === 'Active' ? (
              <div className="demo-program-engagement">
                <span className="demo-program-percent">{program.engagement}%</span>
                <ProgressBar
                  label={`${program.name} engagement`}
                  value={program.engagement}
                  max={100}
                />
              </div>
            ) : (
              <Badge color="blue">{program.status}</Badge>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

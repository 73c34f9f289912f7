import { render, screen, within } from '@testing-library/react';
import { EmptyState, PageHeading, SummaryCards } from '../../src/ui';

describe('SummaryCards', () => {
  it('shows the fixed figures of 50 users and 5670 companies, marked as samples', () => {
    render(<SummaryCards />);
    const summary = screen.getByRole('region', { name: 'Platform summary' });
    const cards = within(summary)
      .getAllByRole('listitem')
      .map((card) => card.textContent);
    expect(cards).toEqual(['50Users', '5670Companies']);
    expect(within(summary).getByText('Sample figures, not live data.')).toBeInTheDocument();
  });
});

describe('PageHeading and EmptyState', () => {
  it('a page heading is an h1 with its subtitle and actions', () => {
    render(
      <PageHeading title="Tasks" subtitle="3 hours and 20 minutes">
        <button type="button">Add task</button>
      </PageHeading>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
    expect(screen.getByText('3 hours and 20 minutes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add task' })).toBeInTheDocument();
  });

  it('an empty state shows its message', () => {
    render(<EmptyState message="No Tasks found" icon="tasks" />);
    expect(screen.getByText('No Tasks found')).toBeInTheDocument();
  });
});

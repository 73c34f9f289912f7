import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSULTANT_SORT_OPTIONS, type PerformanceSortKey } from '../../src/format/lists';
import { SearchBox, Select, SortMenu } from '../../src/ui';

describe('Select', () => {
  it('is a labelled native select reporting the chosen value', async () => {
    const onChange = jest.fn();
    render(
      <Select
        label="Department"
        value="1"
        onChange={onChange}
        options={[
          { value: '1', label: 'Audit' },
          { value: '2', label: 'Tax' },
        ]}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Tax');
    expect(onChange).toHaveBeenCalledWith('2');
  });
});

describe('SortMenu', () => {
  it('offers the given sort options under a label', async () => {
    function Sorter() {
      const [key, setKey] = useState<PerformanceSortKey>('name');
      return (
        <>
          <SortMenu options={CONSULTANT_SORT_OPTIONS} value={key} onChange={setKey} />
          <output>{key}</output>
        </>
      );
    }
    render(<Sorter />);
    const menu = screen.getByRole('combobox', { name: 'Sort by' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Name',
      'Department',
      'Performance by Day',
      'sort by previous month',
      'Performance by Week',
      'Performance by Month',
    ]);
    await userEvent.selectOptions(menu, 'sort by previous month');
    expect(screen.getByRole('status')).toHaveTextContent('previous_month');
  });
});

describe('SearchBox', () => {
  it('is a labelled search field that reports the query and is never required', async () => {
    const onChange = jest.fn();
    render(<SearchBox label="search for consultants" value="" onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'search for consultants' });
    expect(box).not.toBeRequired();
    expect(box).not.toHaveAttribute('minlength');
    await userEvent.type(box, 'a');
    expect(onChange).toHaveBeenCalledWith('a');
  });
});

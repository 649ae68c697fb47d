import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/UiProvider';
import { SimpleTable, SimpleTableHead } from './SimpleTable';

function Entries({ stack = false }: { stack?: boolean }) {
  return (
    <SimpleTable aria-label="Entries" stackOnCompact={stack}>
      <SimpleTableHead columns={['Model', 'Stock']} />
      <tbody>
        <tr role="row">
          <td role="cell" data-label="Model">
            Infusion Pump IP-300
          </td>
          <td role="cell" data-label="Stock" data-number>
            7
          </td>
        </tr>
      </tbody>
    </SimpleTable>
  );
}

describe("SimpleTable", () => {
  it("is a table with its label, numbers at the end, and hands its ref to the table element", async () => {
    const ref = createRef<HTMLTableElement>();
    await render(
      <SimpleTable ref={ref} aria-label="Plain">
        <tbody>
          <tr>
            <td data-number>3</td>
          </tr>
        </tbody>
      </SimpleTable>,
      { wrapper: UiProvider }
    );
    await expect
      .element(page.getByRole("table", { name: "Plain" }))
      .toBeVisible();
    expect(ref.current?.tagName).toBe("TABLE");
    expect(
      getComputedStyle(page.getByRole("cell", { name: "3" }).element())
        .textAlign
    ).toBe("end");
  });

  it("stacks each row into labelled lines on a phone, and stays a grid of columns on a desk", async () => {
    await page.viewport(390, 844);
    await render(<Entries stack />, { wrapper: UiProvider });
    const model = page
      .getByRole("cell", { name: "Infusion Pump IP-300" })
      .element();
    const stock = page.getByRole("cell", { name: "7" }).element();
    // One cell under the other, each with its label before it.
    expect(stock.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      model.getBoundingClientRect().bottom
    );
    expect(getComputedStyle(stock, "::before").content).toBe('"Stock"');
    await page.viewport(1440, 900);
    await expect
      .poll(() => stock.getBoundingClientRect().top)
      .toBe(model.getBoundingClientRect().top);
    expect(getComputedStyle(stock, "::before").content).toBe("none");
  });

  it("keeps its columns on a phone unless asked to stack", async () => {
    await page.viewport(390, 844);
    await render(<Entries />, { wrapper: UiProvider });
    const model = page
      .getByRole("cell", { name: "Infusion Pump IP-300" })
      .element();
    const stock = page.getByRole("cell", { name: "7" }).element();
    expect(stock.getBoundingClientRect().left).toBeGreaterThan(
      model.getBoundingClientRect().left
    );
  });

  it("names each header a column header, kept when a phone stacks the rows", async () => {
    await page.viewport(390, 844);
    await render(<Entries stack />, { wrapper: UiProvider });
    await expect.element(page.getByRole('columnheader', { name: 'Stock' })).toBeInTheDocument();
    expect(page.getByRole('columnheader').elements()).toHaveLength(2);
  });
});

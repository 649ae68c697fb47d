// For the charts' stories and tests: the labels of a drawing that overlap one another or leave it. A readable chart
// has none, at any size.

/** What is wrong with the labels (svg text) of `svg`: each overlap and each label outside the drawing, in words. */
export function labelProblems(svg: SVGSVGElement): string[] {
  const frame = svg.getBoundingClientRect();
  const labels = [...svg.querySelectorAll('text')]
    .filter((text) => (text.textContent ?? '').trim() !== '')
    .map((text) => ({ text: (text.textContent ?? '').trim(), box: text.getBoundingClientRect() }));
  // Half a pixel of anti-aliasing either way is not an overlap.
  const slack = 0.5;
  const problems: string[] = [];
  for (const { text, box } of labels) {
    if (box.left < frame.left - slack || box.right > frame.right + slack || box.top < frame.top - slack || box.bottom > frame.bottom + slack) {
      problems.push(`"${text}" leaves the drawing`);
    }
  }
  labels.forEach((a, i) => {
    for (const b of labels.slice(i + 1)) {
      const apart = a.box.right <= b.box.left + slack || b.box.right <= a.box.left + slack || a.box.bottom <= b.box.top + slack || b.box.bottom <= a.box.top + slack;
      if (!apart) problems.push(`"${a.text}" overlaps "${b.text}"`);
    }
  });
  return problems;
}

/** The labels a drawing shows, as text. */
export function labelTexts(svg: SVGSVGElement): string[] {
  return [...svg.querySelectorAll('text')].map((text) => (text.textContent ?? '').trim()).filter((text) => text !== '');
}

/** The drawing (svg) of the chart whose accessible group is `group`. */
export function drawingOf(group: Element): SVGSVGElement {
  const svg = group instanceof SVGSVGElement ? group : (group.closest('svg') ?? group.querySelector('svg'));
  if (!svg) throw new Error('The chart has no drawing.');
  return svg;
}

/** 001 §9: a progress bar is green from 90%, blue from 70%, yellow from 50%, red below. */
export function progressColor(percent: number): 'green' | 'blue' | 'yellow' | 'red' {
  if (percent >= 90) return 'green';
  if (percent >= 70) return 'blue';
  if (percent >= 50) return 'yellow';
  return 'red';
}

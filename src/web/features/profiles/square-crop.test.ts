import { describe, expect, it } from 'vitest';
import { centredCrop, dragBy, keepInside, photoPlacement, sourceSquare, zoomTo } from './square-crop';

const landscape = { width: 1200, height: 800 };

describe('a square crop of a photo', () => {
  it('starts as the largest square in the middle', () => {
    expect(sourceSquare(landscape, centredCrop(landscape))).toEqual({ x: 200, y: 0, side: 800 });
  });

  it('follows a drag, scaled from the frame to the photo, and stops at the edges', () => {
    const start = centredCrop(landscape);
    // A frame 200 px wide shows 800 photo pixels: 4 per screen pixel. Dragging right shows more left.
    expect(sourceSquare(landscape, dragBy(landscape, start, 25, 0, 200))).toMatchObject({ x: 100, y: 0 });
    expect(sourceSquare(landscape, dragBy(landscape, start, 500, 0, 200))).toMatchObject({ x: 0 });
    expect(sourceSquare(landscape, dragBy(landscape, start, -500, 90, 200))).toMatchObject({ x: 400, y: 0 });
  });

  it('zooms about its centre between 1 and 4, moving back inside when zooming out at an edge', () => {
    const zoomed = zoomTo(landscape, centredCrop(landscape), 2);
    expect(sourceSquare(landscape, zoomed)).toEqual({ x: 400, y: 200, side: 400 });
    const atCorner = dragBy(landscape, zoomed, 1000, 1000, 200);
    expect(sourceSquare(landscape, atCorner)).toEqual({ x: 0, y: 0, side: 400 });
    expect(sourceSquare(landscape, zoomTo(landscape, atCorner, 1))).toEqual({ x: 0, y: 0, side: 800 });
    expect(keepInside(landscape, { centerX: 600, centerY: 400, zoom: 9 }).zoom).toBe(4);
    expect(keepInside(landscape, { centerX: 600, centerY: 400, zoom: 0.2 }).zoom).toBe(1);
  });

  it('places the photo in the frame in percentages of its side', () => {
    expect(photoPlacement(landscape, centredCrop(landscape))).toEqual({
      width: '150%',
      height: '100%',
      left: '-25%',
      top: '0%',
    });
  });
});

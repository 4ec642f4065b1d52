/** Where the viewer looks, in radians: yaw 0 is the middle of the photo, pitch 0 the horizon. */
export type View = { yaw: number; pitch: number };

/** How far a photo reaches up and down, and the viewer's vertical field of view, in radians. */
export type Extent = { span: number; fov: number };

const TURN = 2 * Math.PI;
const DEFAULT_FOV = (70 * Math.PI) / 180;
/** One arrow key press turns the view this far. */
export const KEY_STEP = (10 * Math.PI) / 180;

/**
 * A photo's vertical reach follows from its shape: all 360° lie across its width, so a 2:1
 * (equirectangular) photo reaches from straight down to straight up; a wider strip less far.
 */
export function extentOf(width: number, height: number): Extent {
  const span = Math.min(Math.PI, (TURN * height) / width);
  return { span, fov: Math.min(DEFAULT_FOV, span) };
}

/** Yaw wraps around (360° and 0° are the same); pitch stops where the photo ends. */
export function normalise(view: View, extent: Extent): View {
  const yaw = ((view.yaw % TURN) + TURN) % TURN;
  const limit = Math.max(0, (extent.span - extent.fov) / 2);
  return { yaw, pitch: Math.max(-limit, Math.min(limit, view.pitch)) };
}

/**
 * The view after dragging by dx, dy CSS pixels on a viewer `height` pixels tall: the photo
 * follows the finger, so dragging to the left looks further to the right.
 */
export function dragged(view: View, dx: number, dy: number, height: number, extent: Extent): View {
  const perPixel = extent.fov / Math.max(1, height);
  return normalise({ yaw: view.yaw - dx * perPixel, pitch: view.pitch + dy * perPixel }, extent);
}

/** The view after a key press, or null for keys the viewer does not use. */
export function keyed(view: View, key: string, extent: Extent): View | null {
  switch (key) {
    case 'ArrowLeft':
      return normalise({ ...view, yaw: view.yaw - KEY_STEP }, extent);
    case 'ArrowRight':
      return normalise({ ...view, yaw: view.yaw + KEY_STEP }, extent);
    case 'ArrowUp':
      return normalise({ ...view, pitch: view.pitch + KEY_STEP / 2 }, extent);
    case 'ArrowDown':
      return normalise({ ...view, pitch: view.pitch - KEY_STEP / 2 }, extent);
    case 'Home':
      return { yaw: 0, pitch: 0 };
    default:
      return null;
  }
}

/** The direction as whole degrees, 0–359, clockwise from the middle of the photo. */
export function headingDegrees(view: View): number {
  return Math.round((view.yaw * 180) / Math.PI) % 360;
}

export type PanoramaRenderer = { draw: (view: View) => void; dispose: () => void };

const VERTEX_SHADER = `
attribute vec2 corner;
varying vec2 position;
void main() {
  position = corner;
  gl_Position = vec4(corner, 0.0, 1.0);
}`;

// Each pixel's ray, turned by pitch and yaw, looked up in the photo by longitude and latitude.
const FRAGMENT_SHADER = `
#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif
uniform sampler2D photo;
uniform float yaw;
uniform float pitch;
uniform float tanHalfFov;
uniform float aspect;
uniform float span;
varying vec2 position;
const float PI = 3.14159265;
void main() {
  vec3 ray = normalize(vec3(position.x * tanHalfFov * aspect, position.y * tanHalfFov, -1.0));
  ray = vec3(ray.x, ray.y * cos(pitch) - ray.z * sin(pitch), ray.y * sin(pitch) + ray.z * cos(pitch));
  ray = vec3(ray.x * cos(yaw) - ray.z * sin(yaw), ray.y, ray.x * sin(yaw) + ray.z * cos(yaw));
  float longitude = atan(ray.x, -ray.z);
  float latitude = asin(clamp(ray.y, -1.0, 1.0));
  float v = 0.5 - latitude / span;
  if (v < 0.0 || v > 1.0) {
    gl_FragColor = vec4(0.1, 0.1, 0.1, 1.0);
    return;
  }
  gl_FragColor = texture2D(photo, vec2(fract(0.5 + longitude / (2.0 * PI)), v));
}`;

/** The photo, scaled down to what the GPU takes (and 4096 px wide at most, to spare memory). */
function textureSource(photo: HTMLImageElement, maxSize: number): TexImageSource {
  const limit = Math.min(maxSize, 4096);
  const scale = Math.min(1, limit / photo.naturalWidth, limit / photo.naturalHeight);
  if (scale === 1) return photo;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(photo.naturalWidth * scale);
  canvas.height = Math.round(photo.naturalHeight * scale);
  canvas.getContext('2d')?.drawImage(photo, 0, 0, canvas.width, canvas.height);
  return canvas;
}

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (shader === null) throw new Error('WebGL shader not created');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (gl.getShaderParameter(shader, gl.COMPILE_STATUS) !== true) {
    throw new Error(gl.getShaderInfoLog(shader) ?? 'WebGL shader not compiled');
  }
  return shader;
}

/** The perspective view of the photo with WebGL; null where the browser has no WebGL. */
function webglRenderer(canvas: HTMLCanvasElement, photo: HTMLImageElement, extent: Extent) {
  const gl = canvas.getContext('webgl');
  if (gl === null) return null;
  const program = gl.createProgram();
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER));
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER));
  gl.linkProgram(program);
  gl.useProgram(program);

  const corners = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, corners);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  const corner = gl.getAttribLocation(program, 'corner');
  gl.enableVertexAttribArray(corner);
  gl.vertexAttribPointer(corner, 2, gl.FLOAT, false, 0, 0);

  const texture = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, texture);
  // Photos are rarely a power of two wide: no mipmaps, no repeat (the shader wraps itself).
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  const maxSize = gl.getParameter(gl.MAX_TEXTURE_SIZE) as number;
  gl.texImage2D(
    gl.TEXTURE_2D,
    0,
    gl.RGBA,
    gl.RGBA,
    gl.UNSIGNED_BYTE,
    textureSource(photo, maxSize),
  );

  const uniform = (name: string) => gl.getUniformLocation(program, name);
  gl.uniform1f(uniform('tanHalfFov'), Math.tan(extent.fov / 2));
  gl.uniform1f(uniform('span'), extent.span);
  return {
    draw: (view: View) => {
      gl.viewport(0, 0, canvas.width, canvas.height);
      gl.uniform1f(uniform('aspect'), canvas.width / Math.max(1, canvas.height));
      gl.uniform1f(uniform('yaw'), view.yaw);
      gl.uniform1f(uniform('pitch'), view.pitch);
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    },
    dispose: () => {
      gl.deleteTexture(texture);
      gl.deleteBuffer(corners);
      gl.deleteProgram(program);
    },
  };
}

/** Without WebGL: the visible part of the photo cut out as it is (no perspective), wrapped. */
function canvasRenderer(canvas: HTMLCanvasElement, photo: HTMLImageElement, extent: Extent) {
  const context = canvas.getContext('2d');
  if (context === null) return null;
  return {
    draw: (view: View) => {
      const { naturalWidth: w, naturalHeight: h } = photo;
      const sh = (h * extent.fov) / extent.span;
      const sw = sh * (canvas.width / Math.max(1, canvas.height));
      const sx = (((w * (0.5 + view.yaw / TURN) - sw / 2) % w) + w) % w;
      const sy = h * (0.5 - view.pitch / extent.span) - sh / 2;
      const first = Math.min(sw, w - sx);
      context.drawImage(photo, sx, sy, first, sh, 0, 0, (first / sw) * canvas.width, canvas.height);
      if (first < sw) {
        const rest = sw - first;
        const x = (first / sw) * canvas.width;
        context.drawImage(photo, 0, sy, rest, sh, x, 0, canvas.width - x, canvas.height);
      }
    },
    dispose: () => undefined,
  };
}

export function createPanoramaRenderer(
  canvas: HTMLCanvasElement,
  photo: HTMLImageElement,
  extent: Extent,
): PanoramaRenderer | null {
  return webglRenderer(canvas, photo, extent) ?? canvasRenderer(canvas, photo, extent);
}

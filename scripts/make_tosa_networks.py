"""Regenerate tests/data/tosa_networks/: real networks through real converters (issue 34).

Run with a Python that has the converters (never odsgen's own environment)::

    python3 -m venv /tmp/tosa-venv
    /tmp/tosa-venv/bin/pip install tensorflow-cpu tosa-converter-for-tflite
    /tmp/tosa-venv/bin/pip download mediapipe==0.10.14 --no-deps -d /tmp/mp   # its trained .tflite models
    /tmp/tosa-venv/bin/python scripts/make_tosa_networks.py --mediapipe /tmp/mp/mediapipe-0.10.14-*.whl

- Keras models with random weights (seeded), small layer sizes: a CNN, an LSTM, a GRU, an
  attention block and a while loop, each through TensorFlow Lite's converter in f32, f16
  (float16 weights), full-integer int8 and 16x8 (a random representative set), then
  Arm's ``tosa-converter-for-tflite`` (its default output, MLIR bytecode).
- MediaPipe's trained ``.tflite`` models shipped in the mediapipe 0.10.14 wheel (the small ones).
- bf16: no TFLite path writes bf16, so the f32 CNN's and attention block's converted
  modules are retyped (every f32 to bf16, the constants' bits rounded) and kept only when
  ``mlir-opt`` reads them.

Each module is kept as the converter wrote it (``.mlirbc``); MANIFEST.json says how each
was made. A model a converter refuses is listed with its error, not kept.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "tests" / "data" / "tosa_networks"
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
CONVERTER = str(Path(sys.executable).with_name("tosa-converter-for-tflite"))
MEDIAPIPE = [
    "face_detection/face_detection_short_range.tflite",
    "face_detection/face_detection_full_range_sparse.tflite",  # a tfl.pseudo_sparse_const stays in
    "holistic_landmark/hand_recrop.tflite",
    "selfie_segmentation/selfie_segmentation.tflite",
]


MODELS = ("cnn", "lstm", "gru", "attention", "while_loop")


def keras_models():
    import numpy as np
    import tensorflow as tf

    keras = tf.keras
    keras.utils.set_random_seed(34)
    L = keras.layers

    def cnn():
        x = inp = keras.Input((16, 16, 3), batch_size=1)
        x = L.Conv2D(4, 3, activation="relu")(x)
        x = L.DepthwiseConv2D(3, padding="same", activation="relu6")(x)
        x = L.MaxPooling2D()(x)
        x = L.Conv2D(6, 1)(x)
        x = L.GlobalAveragePooling2D()(x)
        x = L.Dense(5, activation="softmax")(x)
        return keras.Model(inp, x), (1, 16, 16, 3)

    def lstm():
        inp = keras.Input((6, 4), batch_size=1)
        return keras.Model(inp, L.Dense(3)(L.LSTM(8)(inp))), (1, 6, 4)

    def gru():
        inp = keras.Input((6, 4), batch_size=1)
        return keras.Model(inp, L.Dense(3)(L.GRU(8)(inp))), (1, 6, 4)

    def attention():
        inp = keras.Input((5, 8), batch_size=1)
        a = L.MultiHeadAttention(num_heads=2, key_dim=4)(inp, inp)
        x = L.LayerNormalization()(inp + a)
        x = L.Dense(8, activation="gelu")(x)
        return keras.Model(inp, x), (1, 5, 8)

    class Loop(tf.Module):
        def __init__(self):
            self.w = tf.Variable(np.random.default_rng(1).standard_normal((4, 4)).astype("float32"))

        @tf.function(input_signature=[tf.TensorSpec((1, 4), tf.float32)])
        def __call__(self, x):
            def body(i, v):
                return i + 1, tf.tanh(tf.matmul(v, self.w))

            _, y = tf.while_loop(lambda i, v: i < 5, body, (tf.constant(0), x))
            return y

    yield "cnn", cnn()
    yield "lstm", lstm()
    yield "gru", gru()
    yield "attention", attention()
    loop = Loop()
    yield "while_loop", (loop, (1, 4))


def tflite_bytes(model, shape, mode: str) -> bytes:
    import numpy as np
    import tensorflow as tf

    if isinstance(model, tf.Module) and not isinstance(model, tf.keras.Model):
        conv = tf.lite.TFLiteConverter.from_concrete_functions([model.__call__.get_concrete_function()], model)
    else:
        conv = tf.lite.TFLiteConverter.from_keras_model(model)
    rng = np.random.default_rng(8)

    def representative():
        for _ in range(8):
            yield [rng.standard_normal(shape).astype("float32")]

    if mode == "f16":
        conv.optimizations = [tf.lite.Optimize.DEFAULT]
        conv.target_spec.supported_types = [tf.float16]
    elif mode in ("int8", "16x8"):
        conv.optimizations = [tf.lite.Optimize.DEFAULT]
        conv.representative_dataset = representative
        conv.target_spec.supported_ops = [
            tf.lite.OpsSet.TFLITE_BUILTINS_INT8
            if mode == "int8"
            else tf.lite.OpsSet.EXPERIMENTAL_TFLITE_BUILTINS_ACTIVATIONS_INT16_WEIGHTS_INT8
        ]
        conv.inference_input_type = tf.int8 if mode == "int8" else tf.int16
        conv.inference_output_type = conv.inference_input_type
    return conv.convert()


def to_tosa(tflite: Path, out: Path) -> str | None:
    """Arm's converter on ``tflite`` into ``out`` (bytecode); None, or its error."""
    proc = subprocess.run([CONVERTER, str(tflite), "--bytecode", "-o", str(out)], capture_output=True, text=True)
    if proc.returncode != 0 or not out.is_file():
        return (proc.stderr or proc.stdout).strip().splitlines()[-1:] or ["failed"]
    check = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", str(out), "-o", os.devnull], capture_output=True)
    if check.returncode != 0:
        out.unlink()
        return ["mlir-opt does not read the output: " + check.stderr.decode()[:300]]
    return None


def bf16_of(mlirbc: Path, out: Path) -> str | None:
    """``mlirbc`` (f32) retyped to bf16, as text; None, or why not."""
    import numpy as np

    text = subprocess.run(
        [MLIR_OPT, "--allow-unregistered-dialect", "--mlir-print-op-generic", str(mlirbc)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout

    def hexes(m: re.Match) -> str:
        data = np.frombuffer(bytes.fromhex(m.group(2)), dtype="<f4")
        bits = data.view("<u4").astype(np.uint64)
        rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype("<u2")  # round to nearest even
        return f'dense<"0x{rounded.tobytes().hex().upper()}"> : {m.group(3).replace("f32", "bf16")}'

    text = re.sub(r'dense<"0x([0-9A-Fa-f]*?)([0-9A-Fa-f]+)"> : (tensor<[^>]*xf32>)', lambda m: hexes(m) if not m.group(1) else m.group(0), text)
    text = re.sub(r"(\d)xf32\b", r"\1xbf16", text)  # shaped types: tensor<4xf32>
    text = re.sub(r"(?<!acc_type = )\bf32\b", "bf16", text)  # scalars (a bf16 op accumulates in f32)
    proc = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", "-", "--emit-bytecode", "-o", str(out)], input=text, capture_output=True, text=True)
    if proc.returncode != 0:
        out.unlink(missing_ok=True)
        return proc.stderr[:300]
    return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mediapipe", type=Path, help="a mediapipe wheel with its .tflite models (0.10.14)")
    ap.add_argument("--one", nargs=3, metavar=("MODEL", "MODE", "OUT"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        name, mode, out = args.one
        model, shape = dict(keras_models())[name]
        Path(out).write_bytes(tflite_bytes(model, shape, mode))
        return 0
    OUT.mkdir(parents=True, exist_ok=True)
    # torch-mlir's networks are made by scripts/make_torch_tosa_networks.py (another venv): kept.
    old = OUT / "MANIFEST.json"
    manifest: dict[str, dict] = {
        k: v for k, v in (json.loads(old.read_text()) if old.is_file() else {}).items() if k.startswith("torch_")
    }
    with tempfile.TemporaryDirectory() as tmp:
        tmpd = Path(tmp)
        for name in MODELS:
            for mode in ("f32", "f16", "int8", "16x8"):
                key = f"{name}_{mode}"
                tfl = tmpd / f"{key}.tflite"
                # Each conversion in a process of its own: TensorFlow Lite's converter may crash.
                proc = subprocess.run(
                    [sys.executable, __file__, "--one", name, mode, str(tfl)], capture_output=True, text=True
                )
                if proc.returncode != 0 or not tfl.is_file():
                    said = [l for l in proc.stderr.splitlines() if re.match(r"\w*Error\b", l)][-1:]
                    said = said or [f"the converter's process ended with exit status {proc.returncode}"]
                    manifest[key] = {"source": f"keras {name}", "tflite": mode, "error": said[0][:300]}
                    continue
                out = OUT / f"{key}.mlirbc"
                err = to_tosa(tfl, out)
                manifest[key] = {"source": f"keras {name}, random weights", "tflite": mode}
                if err:
                    manifest[key]["error"] = err[0][:300]
                    continue
                manifest[key]["file"] = out.name
                if mode == "f32" and name in ("cnn", "attention"):
                    bkey = f"{name}_bf16"
                    bout = OUT / f"{bkey}.mlirbc"
                    berr = bf16_of(out, bout)
                    manifest[bkey] = {"source": f"keras {name}, random weights", "tflite": "f32 retyped to bf16"}
                    if berr:
                        manifest[bkey]["error"] = berr
                    else:
                        manifest[bkey]["file"] = bout.name
        if args.mediapipe:
            with zipfile.ZipFile(args.mediapipe) as whl:
                for member in MEDIAPIPE:
                    key = "mediapipe_" + Path(member).stem
                    tfl = tmpd / Path(member).name
                    tfl.write_bytes(whl.read("mediapipe/modules/" + member))
                    out = OUT / f"{key}.mlirbc"
                    err = to_tosa(tfl, out)
                    manifest[key] = {"source": f"mediapipe 0.10.14 {member} (trained)", "tflite": "as shipped"}
                    if err:
                        manifest[key]["error"] = err[0][:300]
                    else:
                        manifest[key]["file"] = out.name
    (OUT / "MANIFEST.json").write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    kept = sum("file" in v for v in manifest.values())
    print(f"{kept} networks in {OUT}; {len(manifest) - kept} refused (MANIFEST.json)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

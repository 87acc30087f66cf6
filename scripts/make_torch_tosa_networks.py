"""Add torch-mlir's TOSA output to tests/data/tosa_networks/ (issue 34, "what must be shown").

Run with a Python 3.11 that has torch and torch-mlir (never odsgen's own environment)::

    python3.11 -m venv /work/venvs/tosa
    /work/venvs/tosa/bin/pip install torch==2.13.0 torch-mlir==20261001 ml_dtypes
    /work/venvs/tosa/bin/python scripts/make_torch_tosa_networks.py

PyTorch models with random weights (seeded), small layer sizes, exported by
``torch_mlir.fx.export_and_import(..., output_type="tosa")`` (torch.export, then
torch-mlir's own torch-to-TOSA lowering): a CNN (convolution, batch norm, depthwise
convolution, pooling), an LSTM, a GRU, a transformer encoder layer
(``nn.TransformerEncoderLayer``, in f32 and f16: torch-mlir lowers its masked softmax
with f64 ops, so no TOSA target admits it), self-attention written out, an MLP with a
dynamic batch dimension, a bf16 CNN (the model in bf16) and an int8 quantize/dequantize
model (``quantized_decomposed``, as PyTorch's PT2E quantization writes
it). Each module is kept as torch-mlir printed it (text, its weights as ``dense_resource``
blobs) once MLIR 22's ``mlir-opt`` reads it; the ``torch_*`` entries of MANIFEST.json say
how each was made (scripts/make_tosa_networks.py keeps them).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "tests" / "data" / "tosa_networks"
MLIR_OPT = "/usr/lib/llvm-22/bin/mlir-opt"
MODELS = ("cnn_f32", "lstm_f32", "gru_f32", "encoder_f32", "encoder_f16", "attention_f32", "mlp_dynamic_f32", "cnn_bf16", "qdq_int8")


def model(name: str):
    """(module, example input, dynamic_shapes) of ``name``."""
    import torch
    import torch.ao.quantization.fx._decomposed  # noqa: F401  (registers quantized_decomposed)

    torch.manual_seed(34)
    nn = torch.nn

    class Recurrent(nn.Module):
        def __init__(self, cell):
            super().__init__()
            self.rnn, self.out = cell(4, 8, batch_first=True), nn.Linear(8, 3)

        def forward(self, x):
            y, _ = self.rnn(x)
            return self.out(y[:, -1])

    def cnn():
        return nn.Sequential(
            nn.Conv2d(3, 4, 3),
            nn.BatchNorm2d(4),
            nn.ReLU(),
            nn.Conv2d(4, 4, 3, padding=1, groups=4),
            nn.ReLU6(),
            nn.MaxPool2d(2),
            nn.Conv2d(4, 6, 1),
            nn.AdaptiveAvgPool2d(1),
            nn.Flatten(),
            nn.Linear(6, 5),
            nn.Softmax(-1),
        )

    class QDQ(nn.Module):
        """A linear layer quantized as PT2E writes it: int8 weights, quantize/dequantize pairs."""

        def __init__(self):
            super().__init__()
            self.w = nn.Parameter(torch.randint(-127, 127, (8, 6), dtype=torch.int8), requires_grad=False)

        def forward(self, x):
            qd = torch.ops.quantized_decomposed
            x = qd.dequantize_per_tensor(qd.quantize_per_tensor(x, 0.05, 0, -128, 127, torch.int8), 0.05, 0, -128, 127, torch.int8)
            w = qd.dequantize_per_tensor(self.w, 0.01, 0, -127, 127, torch.int8)
            return qd.quantize_per_tensor(torch.relu(nn.functional.linear(x, w)), 0.1, -128, -128, 127, torch.int8)

    class Attention(nn.Module):
        """Self-attention written out (softmax of q k^T), a residual and a layer norm."""

        def __init__(self):
            super().__init__()
            self.qkv, self.out, self.norm = nn.Linear(8, 24), nn.Linear(8, 8), nn.LayerNorm(8)

        def forward(self, x):
            q, k, v = self.qkv(x).chunk(3, -1)
            a = torch.softmax(q @ k.transpose(-1, -2) / 8**0.5, -1) @ v
            return self.norm(x + self.out(a))

    encoder = lambda: nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, batch_first=True)  # noqa: E731
    if name == "cnn_f32":
        return cnn(), torch.randn(1, 3, 16, 16), None
    if name == "cnn_bf16":
        return cnn().to(torch.bfloat16), torch.randn(1, 3, 16, 16).to(torch.bfloat16), None
    if name == "lstm_f32":
        return Recurrent(nn.LSTM), torch.randn(1, 6, 4), None
    if name == "gru_f32":
        return Recurrent(nn.GRU), torch.randn(1, 6, 4), None
    if name == "encoder_f32":
        return encoder(), torch.randn(1, 5, 8), None
    if name == "encoder_f16":
        return encoder().half(), torch.randn(1, 5, 8).half(), None
    if name == "attention_f32":
        return Attention(), torch.randn(1, 5, 8), None
    if name == "mlp_dynamic_f32":
        mlp = nn.Sequential(nn.Linear(6, 8), nn.GELU(), nn.Linear(8, 2))
        return mlp, torch.randn(2, 6), ({0: torch.export.Dim("batch", min=1, max=64)},)
    if name == "qdq_int8":
        return QDQ(), torch.randn(1, 6), None
    raise SystemExit(f"unknown model {name}")


def export(name: str, out: Path) -> None:
    from torch_mlir import fx

    module, x, dynamic = model(name)
    tosa = fx.export_and_import(module.eval(), x, output_type="tosa", dynamic_shapes=dynamic, func_name="main")
    out.write_text(str(tosa))


def main() -> int:
    if sys.argv[1:2] == ["--one"]:
        export(sys.argv[2], Path(sys.argv[3]))
        return 0
    import torch
    import torch_mlir  # noqa: F401

    from importlib.metadata import version

    made = f"torch {version('torch')}, torch-mlir {version('torch-mlir')} fx.export_and_import(output_type='tosa')"
    manifest_path = OUT / "MANIFEST.json"
    manifest = {k: v for k, v in json.loads(manifest_path.read_text()).items() if not k.startswith("torch_")}
    with tempfile.TemporaryDirectory() as tmp:
        for name in MODELS:
            key = f"torch_{name}"
            out = OUT / f"{key}.mlir"
            entry = manifest[key] = {"source": f"pytorch {name.rsplit('_', 1)[0]}, random weights", "converter": made}
            tmp_out = Path(tmp) / out.name
            # Each export in a process of its own: a lowering that fails may abort the process.
            proc = subprocess.run([sys.executable, __file__, "--one", name, str(tmp_out)], capture_output=True, text=True)
            if proc.returncode != 0 or not tmp_out.is_file():
                said = [l for l in proc.stderr.splitlines() if "Error" in l][-1:] or [f"exit status {proc.returncode}"]
                entry["error"] = said[0][:300]
                continue
            check = subprocess.run([MLIR_OPT, str(tmp_out), "-o", "/dev/null"], capture_output=True, text=True)
            if check.returncode != 0:
                entry["error"] = "mlir-opt does not read the output: " + check.stderr[:300]
                continue
            out.write_text(tmp_out.read_text())
            entry["file"] = out.name
    manifest_path.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    kept = sum("file" in v for k, v in manifest.items() if k.startswith("torch_"))
    print(f"{kept} torch-mlir networks in {OUT} (torch {torch.__version__})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""odsgen: a TableGen-style availability code generator.

Reads op definitions written in the TableGen language (ODS style) that carry
availability specs and generates Python code answering "where is this available".
"""

__version__ = "0.1.0"
